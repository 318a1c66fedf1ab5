import { isOverlayNavigation } from '@site/shared/contract';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { historyEntryId } from './history-entry-id';
import { scrollToTopOrFragment } from './scroll-to';

const STORAGE_KEY = 'site-scroll-positions';

/** Scroll position per history entry (historyEntryId); kept in sessionStorage for reloads. */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {}; // Storage blocked or corrupt: start afresh.
    }
  }
  return positions;
}

/**
 * What a reader expects of page-to-page navigation: a new page starts at the top (or at its
 * #fragment), Back and Forward (and a reload) return to where the reader was, and a page
 * opened by its address (typed, bookmarked, a link from elsewhere) starts at the top or at
 * its #fragment, as the browser put it; a navigation over the page (OverlayNavigationState)
 * leaves it where it is. The browser's own restoration is off because it runs
 * before React has rendered the page it returns to.
 */
export function ScrollRestoration() {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();
  // Something opened over the page (a poem's dialog): the page behind stays where it is.
  const overPage = isOverlayNavigation(state);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or blocked: positions just do not survive a reload.
      }
    };
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  useLayoutEffect(() => {
    const entry = historyEntryId(key);
    const top = savedPositions()[entry];
    // POP is Back/Forward, a reload, or the document's first entry: only a position saved
    // for this very entry is restored. A page opened by its address has none.
    if (navigationType === 'POP') {
      if (typeof top === 'number') window.scrollTo(0, top);
    } else if (!overPage) scrollToTopOrFragment(hash);
    // Remember where the reader leaves this entry: read before the next page replaces it.
    const remember = () => (savedPositions()[entry] = window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType, overPage]);

  return null;
}
