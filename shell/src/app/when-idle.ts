/** Resolves when the browser is idle (or after `timeout` ms at the latest). */
export function whenIdle(timeout = 3000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 1);
  });
}
