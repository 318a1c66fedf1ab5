import { useEffect, type RefObject } from 'react';
import { listenForIntent } from '../components/reader-intent';

/**
 * Calls `onIntent` once when the reader is about to act inside the element: points at it,
 * focuses into it, or puts a finger on it. A callback that keeps its identity, as for
 * useNearViewportOrIdle: a prerendered block waiting to hydrate is not re-rendered by it.
 */
export function useReaderIntent(ref: RefObject<HTMLElement | null>, onIntent: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const stop = listenForIntent(() => {
      stop();
      onIntent();
    }, element);
    return stop;
  }, [ref, onIntent]);
}
