import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Where a focused element sat in the slot: its place among the slot's stops, and its link. */
interface FocusPlace {
  element: Element;
  index: number;
  href: string | null;
}

/**
 * Keeps a keyboard reader's place when a part's markup is swapped under their focus: the
 * served copy of a part (its Suspense fallback, links and all) is replaced by the live part
 * the moment its code arrives, and a focus entering the part is what fetches that code. The
 * focused link went with the copy and focus fell back to the page, so the next Tab started
 * over at the top. Once the swap is committed (a MutationObserver runs before the next task),
 * the same link in the live part, or the stop at the same place, takes the focus back. A swap
 * may pass through a state with nothing to focus (a part's own notice while its data comes):
 * the place is kept until a later change brings a stop back, or the reader focuses elsewhere.
 */
export function useFocusKeptInSlot(slot: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    let place: FocusPlace | null = null;
    const stops = () => [...element.querySelectorAll(FOCUSABLE)];
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      place = {
        element: event.target,
        index: stops().indexOf(event.target),
        href: event.target.getAttribute('href'),
      };
    };
    const observer = new MutationObserver(() => {
      if (!place || place.element.isConnected) return;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!lost) {
        place = null;
        return;
      }
      const was = place;
      const candidates = stops();
      const again =
        (was.href !== null && candidates.find((stop) => stop.getAttribute('href') === was.href)) ||
        candidates[was.index];
      // Scrolled to only if the live part laid it out off screen (a keyboard reader's focus
      // is always in view).
      if (again instanceof HTMLElement) again.focus();
    });
    element.addEventListener('focusin', onFocusIn);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [slot]);
}
