/** Events that announce a likely click: a pointer resting on a link, focus, a finger down. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `onIntent` with each event by which the reader shows, inside `scope` (the whole page
 * by default), that they are about to act; returns what stops listening. It listens on the
 * document as the event goes down (capture): over a part React has not hydrated yet, React
 * stops these events at its root to replay them once the part is live, so a listener on the
 * part, or on the document as the event comes back up, never hears them.
 */
export function listenForIntent(
  onIntent: (event: Event) => void,
  scope: Node = document,
): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Node && scope.contains(event.target)) onIntent(event);
  };
  const options = { capture: true, passive: true };
  for (const type of INTENT_EVENTS) document.addEventListener(type, listener, options);
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, options);
  };
}
