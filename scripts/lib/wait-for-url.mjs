// @ts-check
// Polls a URL until it answers: how a script or a browser test knows the server or dev
// server it started is ready.

/**
 * Resolves true once `url` answers with a 2xx status, false when `timeoutMs` passed first or
 * `gaveUp()` says there is no point in waiting (the process that would answer has exited).
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, gaveUp?: () => boolean }} [options]
 * @returns {Promise<boolean>}
 */
export async function waitForUrl(url, { timeoutMs = 10_000, intervalMs = 100, gaveUp } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gaveUp?.()) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
