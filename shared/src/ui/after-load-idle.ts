/**
 * Runs `callback` once the page has loaded and the main thread is idle (at most `timeoutMs`
 * after load): work that must not compete with the page's first screen (code below it,
 * prefetches). Returns a cancel function.
 */
export function afterLoadIdle(callback: () => void, timeoutMs = 3000): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      idleHandle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    } else timer = setTimeout(callback, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}

/** The User Timing mark a page sets when it starts fetching ahead of the reader (the budgets test reads it). */
export const FETCH_AHEAD_MARK = 'prefetch';

/**
 * Runs `load` (code or data for below the first screen) once the page has loaded and is idle,
 * marking the moment the page starts fetching ahead of the reader; at once where there is no
 * page.
 */
export function loadWhenIdle<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  return new Promise<void>((resolve) => afterLoadIdle(resolve)).then(() => {
    performance.mark?.(FETCH_AHEAD_MARK);
    return load();
  });
}
