import type { ServerResponse } from 'node:http';

export interface LiveCounts {
  /** Starts an event stream on `res` and sends `count` as its first event. */
  attach(postId: string, res: ServerResponse, count: number): void;
  /** Pushes a new count to every stream of the post. */
  publish(postId: string, count: number): void;
  /** Ends every stream (shutdown). */
  closeAll(): void;
  /** Open streams, for tests and the bench. */
  size(): number;
}

export interface LiveCountsOptions {
  /** Comment lines keep proxies and browsers from dropping an idle stream. */
  heartbeatMs?: number;
  /** A client this far behind is dropped; it reconnects and gets the current count. */
  maxBufferedBytes?: number;
}

const RECONNECT_DELAY_MS = 2000;

function countEvent(count: number): string {
  return `data: ${JSON.stringify({ count })}\n\n`;
}

export function createLiveCounts(options: LiveCountsOptions = {}): LiveCounts {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 64 * 1024;
  const streams = new Map<string, Set<ServerResponse>>();
  let heartbeat: NodeJS.Timeout | null = null;

  function remove(postId: string, res: ServerResponse): void {
    const set = streams.get(postId);
    if (!set) return;
    set.delete(res);
    if (set.size === 0) streams.delete(postId);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function send(res: ServerResponse, chunk: string): void {
    if (res.writableLength > maxBufferedBytes) {
      res.destroy();
      return;
    }
    res.write(chunk);
  }

  function beat(): void {
    for (const set of streams.values()) {
      for (const res of set) send(res, ': heartbeat\n\n');
    }
  }

  return {
    attach(postId, res, count) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
        // Reverse proxies such as nginx would otherwise buffer the stream.
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${RECONNECT_DELAY_MS}\n`);
      res.write(countEvent(count));
      let set = streams.get(postId);
      if (!set) {
        set = new Set();
        streams.set(postId, set);
      }
      set.add(res);
      res.on('close', () => remove(postId, res));
      if (!heartbeat) {
        heartbeat = setInterval(beat, heartbeatMs);
        heartbeat.unref();
      }
    },
    publish(postId, count) {
      const set = streams.get(postId);
      if (!set) return;
      const event = countEvent(count);
      for (const res of set) send(res, event);
    },
    closeAll() {
      for (const set of streams.values()) {
        for (const res of set) res.end();
      }
      streams.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },
    size() {
      let total = 0;
      for (const set of streams.values()) total += set.size;
      return total;
    },
  };
}
