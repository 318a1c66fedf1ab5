import { LIVE_ATTRIBUTE } from '@site/shared';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * True when #root holds the prerendered HTML of this very URL, which React can adopt as it
 * is. Not so for an unprerendered page, the 404 page (served for any unknown path, rendered
 * for /404) or a page served for another path: React paints those afresh.
 */
export function isPrerenderedFor(container: HTMLElement, pathname: string): boolean {
  return container.dataset.prerenderedFor === (pathname.replace(/\/+$/, '') || '/');
}

/** Removes the prerendered head tags React has not adopted (PageHead marks those it commits). */
function removeUnownedPrerenderedHeadTags(): void {
  for (const element of document.head.querySelectorAll(
    `[data-prerendered]:not([${LIVE_ATTRIBUTE}])`,
  )) {
    element.remove();
  }
}

/**
 * Hands the prerendered head over to the app and marks `data-app="live"` (decision 006):
 * the adopted page keeps its head tags until the first navigation, then only those React has
 * not taken over go.
 */
export function AppTakeover() {
  const { pathname } = useLocation();
  // A layout effect: a passive one would leave both sets of tags for a frame.
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    // The page React adopted keeps its head until the first navigation.
    if (root && isPrerenderedFor(root, pathname)) return;
    removeUnownedPrerenderedHeadTags();
  }, [pathname]);
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
    // Read once (bootstrap.tsx, the effect above): from the first navigation on, it is gone.
    delete document.getElementById('root')?.dataset.prerenderedFor;
  }, []);
  return null;
}
