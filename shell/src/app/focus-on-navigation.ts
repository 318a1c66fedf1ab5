import { isOverlayNavigation } from '@site/shared/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// Needed only once the reader moves to another page: a chunk of its own, fetched then (in
// parallel with the new page), so that no first screen carries it.
const loadFocusMainHeading = () =>
  import(/* webpackChunkName: "focus-main-heading" */ './focus-main-heading');

/**
 * After a link or a menu choice takes the reader to another page, focus moves to that page's
 * main heading, as a newly loaded page would start from its top: keyboard users continue from
 * the new page (not from a link that is gone, or from the top of the document), and screen
 * readers announce where they are. Not on the first page (the browser decides there), not on
 * Back/Forward (the reader returns to a place, not to a new page), not when only the
 * #fragment changes, not when something opens over the page (OverlayNavigationState: the
 * dialog that opened has the focus).
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname, state } = useLocation();
  const overPage = isOverlayNavigation(state);
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(mainId);
    if (navigationType === 'POP' || overPage || !main) return;
    let stop: (() => void) | undefined;
    let left = false;
    loadFocusMainHeading().then(
      ({ focusMainHeadingWhenShown }) => {
        if (!left) stop = focusMainHeadingWhenShown(main);
      },
      // Without it focus stays where it was, as before: nothing a reader would lose a page for.
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, navigationType, overPage, mainId]);
}
