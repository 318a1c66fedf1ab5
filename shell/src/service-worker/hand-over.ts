// An outgoing worker woken again hands over to its successor (decision 012, "Releases").
//
// Why: once a new worker is installed and has skipped waiting, Chromium asks the worker it
// replaces to stop as soon as it is idle, and activates the new one when it has stopped. A
// page's message or request that arrives in between (a page tells the worker it was read, at
// its idle time) starts the outgoing worker again, and a start forgets that request to stop:
// the outgoing worker then lives until its idle timeout (30 s), or for as long as DevTools is
// attached (Playwright attaches to every worker), up to Chromium's limit of 5 minutes, and
// the new worker waits in `installed` all that time. Asked by the outgoing worker, the
// successor calls skipWaiting() again, which makes Chromium ask the outgoing worker to stop
// once idle anew.

/** The message an outgoing worker sends its waiting successor. */
export const TAKE_OVER = 'take-over';

export interface TakeOverMessage {
  type: typeof TAKE_OVER;
}

export function isTakeOverMessage(value: unknown): value is TakeOverMessage {
  return (
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === TAKE_OVER
  );
}

/**
 * Taken when this worker starts: a successor already waiting then means that a page's
 * message or request woke this worker on its way out. The function returned asks that
 * successor to take over, once; it is called from an event, when the browser counts this
 * worker as running (asked while this worker still starts, the successor's skipWaiting()
 * finds it not running, asks nothing of it, and is not acted on again). A worker never woken
 * on its way out asks nothing: the browser already asked it to stop, and the successor's
 * one new skipWaiting() that the browser acts on is kept for a worker woken again.
 * `self` is the worker that runs this (a waiting worker woken by the message does not ask
 * itself).
 */
export function handOverWhenWoken(
  registration: Pick<ServiceWorkerRegistration, 'waiting'>,
  self: ServiceWorker | undefined,
): () => void {
  let successor =
    registration.waiting && registration.waiting !== self ? registration.waiting : null;
  return () => {
    if (!successor) return;
    const message: TakeOverMessage = { type: TAKE_OVER };
    successor.postMessage(message);
    successor = null;
  };
}
