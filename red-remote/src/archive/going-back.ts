/**
 * Closing a poem opened over the archive goes Back (archive-page.tsx), and the browser makes
 * that move a moment later. A poem opened in that moment (Escape, then Enter at once on its
 * row, where focus has returned) would be pushed first, and the move Back would then take the
 * reader off it at once: the poem would not open. So a row waits for the move before it opens.
 */

/** Longer than any move Back takes; a move that never comes (nothing below) lets go then. */
const MOVE_TIMEOUT_MS = 1000;

let moving: Promise<void> | null = null;

/** Goes Back, remembering the move until the browser has made it. */
export function goBack(): void {
  const move = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, MOVE_TIMEOUT_MS);
    window.addEventListener('popstate', done);
  });
  moving = move;
  void move.then(() => {
    if (moving === move) moving = null;
  });
  window.history.back();
}

/** The move Back under way, if one is: what a navigation made now has to wait for. */
export function moveBackUnderWay(): Promise<void> | null {
  return moving;
}
