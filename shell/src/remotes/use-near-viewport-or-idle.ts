import { useEffect, useState, type RefObject } from 'react';
import { afterLoadIdle } from '../app/after-load-idle';

/**
 * True once the element comes within `rootMargin` of the viewport, or once the page has
 * loaded and gone idle, whichever is first: a block below the fold is fetched off the first
 * screen's critical path, yet is ready by the time a reader scrolls to it.
 */
export function useNearViewportOrIdle(
  ref: RefObject<HTMLElement | null>,
  { initially = false, rootMargin = '50% 0px' } = {},
): boolean {
  // Without IntersectionObserver (old browsers, jsdom) the block simply loads at once.
  const [near, setNear] = useState(initially || !('IntersectionObserver' in window));

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    const cancelIdle = afterLoadIdle(() => setNear(true));
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [near, ref, rootMargin]);

  return near;
}
