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
 * Hands the prerendered head over to the app and marks the document `data-app="live"` (the
 * browser tests wait on it). When React adopts the prerendered page, it also adopts each
 * matching head tag (title, description, canonical...) as the component rendering it
 * hydrates, a section's only once its code has arrived: so the prerendered tags stay until
 * the first navigation (the page's title never goes blank meanwhile), and only the ones
 * React has not taken over are removed then, so there are no duplicates. On a page React
 * paints afresh (the 404 page), they go at once: React adds its own.
 * The prerendered CSS stays: sections not yet hydrated still need it, and its rules are the
 * ones Emotion adds again.
 */
export function AppTakeover() {
  const { pathname } = useLocation();
  // In the commit that adds React's own head tags, before the browser paints or runs any
  // other task: a passive effect would leave both sets in the head for a frame or more.
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    // The page React adopted keeps its head until the first navigation.
    if (root && isPrerenderedFor(root, pathname)) return;
    removeUnownedPrerenderedHeadTags();
  }, [pathname]);
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
    // The mark is read once (bootstrap.tsx and the layout effect above have read it), so
    // it goes now: from the first navigation on, the prerendered tags are removed.
    delete document.getElementById('root')?.dataset.prerenderedFor;
  }, []);
  return null;
}
