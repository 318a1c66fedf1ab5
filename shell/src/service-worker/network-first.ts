/**
 * Waits for `network` at most `timeoutMs`; then, or when it fails, answers with what
 * `kept()` has. With nothing kept it goes on waiting for the network (a slow answer is
 * better than none), and a network failure then rejects.
 */
export function networkFirst(
  network: Promise<Response>,
  kept: () => Promise<Response | undefined>,
  timeoutMs: number,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const settle = (response: Response) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(response);
    };
    const fallBack = async (error: unknown) => {
      const copy = await kept().catch(() => undefined);
      if (copy) settle(copy);
      else if (error !== undefined && !settled) {
        settled = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const timer = setTimeout(() => void fallBack(undefined), timeoutMs);
    network.then(settle, (error: unknown) => {
      clearTimeout(timer);
      void fallBack(error ?? new Error('network failed'));
    });
  });
}

/** How long a page, the runtime manifest or a section entry waits for the network. */
export const NETWORK_TIMEOUT_MS = 3_000;
