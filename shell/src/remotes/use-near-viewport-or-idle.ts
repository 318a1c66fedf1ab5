import { useEffect, type RefObject } from 'react';
import { afterLoadIdle } from '@site/shared';

/**
 * Calls `onNear` once the element comes within `rootMargin` of the viewport, or once the
 * page has loaded and gone idle, whichever is first: a block below the fold is fetched off
 * the first screen's critical path, yet is ready by the time a reader scrolls to it. A
 * callback, not state: the caller's render (and a prerendered block waiting to hydrate)
 * is not disturbed when it fires. `onNear` must keep its identity (a module-level function).
 * `viewport: false` waits for idle alone (a block that may sit on the first screen);
 * `enabled: false` does not wait at all.
 */
export function useNearViewportOrIdle(
  ref: RefObject<HTMLElement | null>,
  onNear: () => void,
  { rootMargin = '50% 0px', viewport = true, enabled = true } = {},
): void {
  useEffect(() => {
    if (!enabled) return;
    const element = ref.current;
    let fired = false;
    const fire = (): void => {
      if (fired) return;
      fired = true;
      onNear();
    };
    if (!viewport) return afterLoadIdle(fire);
    // Without IntersectionObserver (old browsers, jsdom) the block simply loads at once.
    if (!element || !('IntersectionObserver' in window)) {
      fire();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fire();
      },
      { rootMargin },
    );
    observer.observe(element);
    const cancelIdle = afterLoadIdle(fire);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref, onNear, rootMargin, viewport, enabled]);
}
