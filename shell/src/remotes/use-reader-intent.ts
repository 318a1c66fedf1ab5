import { useEffect, type RefObject } from 'react';
import { listenForIntent } from '../components/reader-intent';

/** What the page's early-taps script (hosting-policy/inline/early-taps.js) answers. */
interface EarlyTaps {
  heldWithin?: (element: Element) => boolean;
}

/**
 * Whether the reader acted inside the element before the app listened: a tap the early-taps
 * script holds there, focus inside it, or the pointer resting on it.
 */
function actedBefore(element: HTMLElement): boolean {
  const earlyTaps = (window as Window & { __earlyTaps?: EarlyTaps }).__earlyTaps;
  return (
    earlyTaps?.heldWithin?.(element) === true ||
    element.contains(document.activeElement) ||
    element.matches(':hover')
  );
}

/**
 * Calls `onIntent` once when the reader is about to act inside the element: points at it,
 * focuses into it, or puts a finger on it (or did so before the app ran). A callback that
 * keeps its identity, as for useNearViewportOrIdle: a prerendered block waiting to hydrate is
 * not re-rendered by it.
 */
export function useReaderIntent(ref: RefObject<HTMLElement | null>, onIntent: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (actedBefore(element)) {
      onIntent();
      return;
    }
    const stop = listenForIntent(() => {
      stop();
      onIntent();
    }, element);
    return stop;
  }, [ref, onIntent]);
}
