import { useEffect } from 'react';

/**
 * True when #root holds the prerendered HTML of this very URL, which React can adopt as it
 * is. Not so for an unprerendered page, the 404 page (served for any unknown path, rendered
 * for /404) or a page served for another path: React paints those afresh.
 */
export function isPrerenderedFor(container: HTMLElement, pathname: string): boolean {
  return container.dataset.prerenderedFor === (pathname.replace(/\/+$/, '') || '/');
}

/** React marks the DOM nodes it owns with properties named __reactFiber$…, __reactMarker$… */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__react'));
}

/**
 * Removes the prerendered head tags (title, description, canonical...) that React has not
 * taken over, so there are no duplicates. While hydrating, React adopts a matching tag in the
 * head instead of adding its own, and removes it itself when the page changes: those stay.
 * The prerendered CSS stays too: sections not yet hydrated still need it, and its rules are
 * the ones Emotion adds again. Then marks the document `data-app="live"`: the shell has
 * taken the page over (the browser tests wait on it).
 */
export function AppTakeover() {
  useEffect(() => {
    for (const element of document.head.querySelectorAll('[data-prerendered]')) {
      if (!ownedByReact(element)) element.remove();
    }
    document.documentElement.dataset.app = 'live';
  }, []);
  return null;
}
