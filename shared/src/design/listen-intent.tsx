import { startTransition, type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The reader's first sign of wanting a page's recording (a poem's, a post's): a pointer, a
 * focus or a key inside the piece and its audio control, or play pressed on the browser's own
 * control. The listening code (red-remote/src/archive/listening-poem.tsx, listen-control.tsx)
 * is fetched then, not before (the page's budget of what it fetches ahead). `onIntent` is
 * given the line a pointer went down on, if any, to play from.
 */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'play'] as const;

export function watchListenIntent(
  area: HTMLElement,
  onIntent: (line: number | undefined) => void,
): () => void {
  const listener = (event: Event) => {
    const line = (event.target as Element | null)?.closest?.('[data-line]');
    onIntent(
      event.type === 'pointerdown' && line ? Number(line.getAttribute('data-line')) : undefined,
    );
  };
  for (const type of INTENT_EVENTS) area.addEventListener(type, listener, { capture: true });
  return () => {
    for (const type of INTENT_EVENTS) area.removeEventListener(type, listener, { capture: true });
  };
}

const noSubscription = () => () => undefined;

/**
 * Whether the listening code is wanted yet, and the line a first tap went down on: at once
 * when the page is drawn by the app (a link followed: no served control to reach for), else
 * at the reader's first intent inside `area`. A transition: the served markup stays (no
 * fallback swapped in) while the code comes.
 */
export function useListenIntent(area: RefObject<HTMLElement | null>): {
  wanted: boolean;
  firstLine: number | undefined;
} {
  const served = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [wanted, setWanted] = useState(!served);
  const [firstLine, setFirstLine] = useState<number | undefined>(undefined);
  useEffect(
    () =>
      watchListenIntent(area.current!, (line) => {
        startTransition(() => setWanted(true));
        if (line !== undefined) setFirstLine((chosen) => chosen ?? line);
      }),
    [area],
  );
  return { wanted, firstLine };
}
