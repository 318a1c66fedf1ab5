/**
 * Runs `callback` once the page has loaded and the main thread is idle: work that must not
 * compete with the first screen (lazy blocks, prefetches). Returns a cancel function.
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
