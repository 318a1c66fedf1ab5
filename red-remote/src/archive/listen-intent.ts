/**
 * The reader's first sign of wanting a poem's recording: a pointer, a focus or a key inside
 * the poem and its audio control, or play pressed on the browser's own control. The
 * listening code (listening-poem.tsx) is fetched then, not before (the page's budget of what
 * it fetches ahead). `onIntent` is given the line a pointer went down on, if any, to play from.
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
