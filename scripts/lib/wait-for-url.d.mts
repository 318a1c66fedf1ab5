// Types for wait-for-url.mjs, for the TypeScript that imports it (e2e/support, e2e/tests).
export function waitForUrl(
  url: string,
  options?: { timeoutMs?: number; intervalMs?: number; gaveUp?: () => boolean },
): Promise<boolean>;
