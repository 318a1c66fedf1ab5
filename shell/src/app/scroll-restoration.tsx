import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'site-scroll-positions';

/** Scroll position per history entry (location key); kept in sessionStorage for reloads. */
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
 * What a reader expects of page-to-page navigation: a new page starts at the top, Back and
 * Forward (and a reload) return to where the reader was. The browser's own restoration is
 * off because it runs before React has rendered the page it returns to.
 */
export function ScrollRestoration() {
  const { key } = useLocation();
  const navigationType = useNavigationType();

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
    const top = savedPositions()[key];
    if (navigationType === 'POP' && typeof top === 'number') window.scrollTo(0, top);
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Remember where the reader leaves this entry: read before the next page replaces it.
    const remember = () => (savedPositions()[key] = window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, navigationType]);

  return null;
}
