import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'site-scroll-positions';
/** How long a restore keeps trying while the page is still too short (a section loading). */
const RESTORE_WINDOW_MS = 1000;

function readSavedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object') {
      return new Map(
        Object.entries(saved).filter((entry): entry is [string, number] =>
          Number.isFinite(entry[1]),
        ),
      );
    }
  } catch {
    // Storage blocked or corrupt: start afresh.
  }
  return new Map();
}

/** Scrolls to `top` as soon as the page is tall enough, giving up after a short window. */
function restoreScroll(top: number): () => void {
  const deadline = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < deadline) {
      frame = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * What a reader expects of page-to-page navigation: a new page starts at the top (or at its
 * `#fragment`), Back and Forward return to where the reader was, also after a reload. The
 * browser's own restoration is switched off because it runs before React has rendered the
 * page it returns to. Positions are kept per history entry (the location's key).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  positions.current ??= readSavedPositions();
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current?.set(currentKey.current, scrollY));
    };
    const persist = () => {
      try {
        sessionStorage.setItem(
          STORAGE_KEY,
          JSON.stringify(Object.fromEntries(positions.current ?? [])),
        );
      } catch {
        // Storage full or blocked: positions just do not survive a reload.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current?.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return restoreScroll(saved);
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
