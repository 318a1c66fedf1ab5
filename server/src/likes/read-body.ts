import type { IncomingMessage } from 'node:http';

/**
 * How reading a like's body ended. Only 'ok' lets the like go on; 'aborted' means the
 * client went away, so there is nobody left to answer.
 */
export type BodyResult = 'ok' | 'too-large' | 'timed-out' | 'aborted' | 'shutting-down';

export interface BodyReader {
  /** Reads and discards a body of at most `limit` bytes. */
  read(req: IncomingMessage, limit: number): Promise<BodyResult>;
  /** Ends every read still waiting with 'shutting-down', so no slow body holds a shutdown. */
  abortAll(): void;
}

export interface BodyReaderOptions {
  /** A like's body is at most 1 KB: a client that takes longer than this is stalling. */
  timeoutMs: number;
}

/**
 * The like endpoint ignores the body's content, but reading it lets keep-alive connections
 * carry the next request. A client that streams more than the limit is stopped early
 * instead of filling memory, one that stalls is stopped by the timeout, and one that goes
 * away ends the read quietly: none of these is an error of the server.
 */
export function createBodyReader(options: BodyReaderOptions): BodyReader {
  const waiting = new Set<(result: BodyResult) => void>();

  function read(req: IncomingMessage, limit: number): Promise<BodyResult> {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');

    return new Promise((resolve) => {
      let received = 0;
      const timer = setTimeout(() => finish('timed-out'), options.timeoutMs);
      function finish(result: BodyResult): void {
        clearTimeout(timer);
        waiting.delete(finish);
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onGone);
        req.off('close', onClose);
        // The rest of a refused body is not read; the answer closes the connection.
        if (result !== 'ok') req.pause();
        resolve(result);
      }
      function onData(chunk: Buffer): void {
        received += chunk.length;
        if (received > limit) finish('too-large');
      }
      function onEnd(): void {
        finish('ok');
      }
      // A reset connection ('error') or one closed before the body ended.
      function onGone(): void {
        finish('aborted');
      }
      function onClose(): void {
        finish(req.complete ? 'ok' : 'aborted');
      }
      waiting.add(finish);
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', onGone);
      req.on('close', onClose);
    });
  }

  return {
    read,
    abortAll() {
      for (const finish of [...waiting]) finish('shutting-down');
    },
  };
}
