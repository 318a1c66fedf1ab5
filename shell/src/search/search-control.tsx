import { LIVE_ATTRIBUTE } from '@site/shared';
import { Icon, searchIcon } from '@site/shared/design/icon';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { OPENS_SEARCH_ATTRIBUTE, SEARCH_CONTROL_LABEL, SEARCH_PATH } from './search-link';
import { asksForSearch, SEARCH_KEY } from './search-shortcut';
import type { SearchDialogProps } from './search-dialog';
import { headerControlCss } from '../layout/header-control-css';

/** A part of the page around an element that React has not taken over yet. */
const SERVED_PART = `[data-part]:not([${LIVE_ATTRIBUTE}])`;

/**
 * The header's search: a link to the page that lists everything to read, which the app turns
 * into a dialog that finds writing by its words; `/` opens it from anywhere but a field, and
 * so does anything marked OPENS_SEARCH_ATTRIBUTE (the /search page's own field). Nothing of
 * search is fetched before it opens: then the dialog's code, then the index's script and the
 * parts of the index each search needs. A click with a key held opens the page in a new tab.
 */
export function SearchControl() {
  const [search, setSearch] = useState<{
    Dialog: ComponentType<SearchDialogProps>;
    open: boolean;
    /** Counts the openings: each is a dialog of its own (below). */
    opening: number;
  } | null>(null);
  const close = useCallback(() => setSearch((shown) => shown && { ...shown, open: false }), []);

  useEffect(() => {
    const open = () =>
      import(/* webpackChunkName: "search" */ './search-dialog').then(
        ({ SearchDialog }) =>
          setSearch((shown) => ({
            Dialog: SearchDialog,
            open: true,
            opening: (shown?.opening ?? 0) + 1,
          })),
        // Without its code (offline), the link does what it does without the app.
        () => window.location.assign(SEARCH_PATH),
      );
    const onClick = (event: MouseEvent) => {
      const plain =
        event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
      if (!plain || !(event.target instanceof Element)) return;
      if (!event.target.closest(`[${OPENS_SEARCH_ATTRIBUTE}]`)) return;
      event.preventDefault();
      void open();
    };
    const onKey = (event: KeyboardEvent) => {
      if (!asksForSearch(event)) return;
      event.preventDefault();
      void open();
    };
    // React stops a key pressed in a part it has not taken over yet (a section whose code is
    // still coming) at its root, so the listener above never hears it: such a key is heard on
    // the way down, where no handler of that part can claim it first, as none is attached.
    const onKeyInServedPart = (event: KeyboardEvent) => {
      if (event.target instanceof Element && event.target.closest(SERVED_PART)) onKey(event);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('keydown', onKeyInServedPart, { capture: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('keydown', onKeyInServedPart, { capture: true });
    };
  }, []);

  return (
    <>
      <a
        href={SEARCH_PATH}
        css={headerControlCss}
        aria-haspopup="dialog"
        aria-keyshortcuts={SEARCH_KEY}
        aria-label={SEARCH_CONTROL_LABEL}
        {...{ [OPENS_SEARCH_ATTRIBUTE]: '' }}
      >
        <Icon path={searchIcon} size={20} />
      </a>
      {/* A dialog per opening: `/` pressed again before the browser's close event of an Escape
          has run (input goes first in Chromium) found React's state still open, changed
          nothing, and the dialog stayed shut. */}
      {search && <search.Dialog key={search.opening} open={search.open} onClose={close} />}
    </>
  );
}
