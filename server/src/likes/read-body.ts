import type { IncomingMessage } from 'node:http';

export type BodyResult = 'ok' | 'too-large';

/**
 * Reads and discards a request body of at most `limit` bytes. The like endpoint ignores the
 * content, but reading it lets keep-alive connections carry the next request, and a client
 * that streams more than the limit is stopped early instead of filling memory.
 */
export function readBoundedBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');

  return new Promise((resolve, reject) => {
    let received = 0;
    function onData(chunk: Buffer): void {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        req.pause();
        resolve('too-large');
      }
    }
    function onEnd(): void {
      cleanup();
      resolve('ok');
    }
    function onError(error: Error): void {
      cleanup();
      reject(error);
    }
    function cleanup(): void {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
