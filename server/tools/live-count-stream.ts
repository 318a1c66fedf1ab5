// One raw live-count stream (Server-Sent Events) on a connection of its own, from a chosen
// loopback address, for the stream-flood test and its measurement (flood-streams.ts).
import { request, type ClientRequest } from 'node:http';

export interface LiveCountStream {
  status: number;
  retryAfter: string | null;
  /** Resolves once the stream has carried this count. */
  sees(count: number): Promise<void>;
  close(): void;
}

/** Opens `postId`'s stream from `localAddress`; rejects when the connection fails. */
export function openLiveCountStream(
  base: string,
  localAddress: string,
  postId: string,
): Promise<LiveCountStream> {
  return new Promise((resolve, reject) => {
    let seen = -1;
    const waiters = new Map<number, () => void>();
    const req: ClientRequest = request(
      `${base}/api/likes/${postId}/events`,
      { agent: false, localAddress },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          // An event may come in two chunks: only whole events are read.
          buffer += chunk;
          for (const match of buffer.matchAll(/data: \{"count":(\d+)\}\n\n/g)) {
            seen = Math.max(seen, Number(match[1]));
          }
          buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
          for (const [count, done] of waiters) {
            if (seen >= count) {
              waiters.delete(count);
              done();
            }
          }
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'] ?? null,
          sees: (count) =>
            seen >= count ? Promise.resolve() : new Promise((done) => waiters.set(count, done)),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}
