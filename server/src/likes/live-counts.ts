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
  /** Streams dropped because their reader fell behind or stopped reading. */
  dropped(): number;
}

export interface LiveCountsOptions {
  /** Comment lines keep proxies and browsers from dropping an idle stream. */
  heartbeatMs?: number;
  /** A client this far behind is dropped; it reconnects and gets the current count. */
  maxBufferedBytes?: number;
}

interface Stream {
  res: ServerResponse;
  /** Whether bytes were still waiting for this reader at the previous heartbeat. */
  behindAtLastBeat: boolean;
}

const RECONNECT_DELAY_MS = 2000;

function countEvent(count: number): string {
  return `data: ${JSON.stringify({ count })}\n\n`;
}

/**
 * The SSE hub: a set of streams per post. A stream whose reader does not keep up is
 * dropped, so it can hold neither memory nor a slot for long: when more than
 * `maxBufferedBytes` wait for it, or when bytes were waiting at two heartbeats in a row
 * (the kernel's buffer for it stayed full for a whole heartbeat period: a reader that stopped
 * reading, or one that is gone). The heartbeat also makes the kernel notice a vanished
 * peer, since unacknowledged data times the connection out.
 */
export function createLiveCounts(options: LiveCountsOptions = {}): LiveCounts {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 16 * 1024;
  const streams = new Map<string, Set<Stream>>();
  let heartbeat: NodeJS.Timeout | null = null;
  let dropped = 0;

  function remove(postId: string, stream: Stream): void {
    const set = streams.get(postId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) streams.delete(postId);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function drop(stream: Stream): void {
    dropped += 1;
    stream.res.destroy();
  }

  function send(stream: Stream, chunk: string): void {
    if (stream.res.writableLength > maxBufferedBytes) {
      drop(stream);
      return;
    }
    stream.res.write(chunk);
  }

  function beat(): void {
    for (const set of streams.values()) {
      for (const stream of [...set]) {
        const behind = stream.res.writableLength > 0;
        if (behind && stream.behindAtLastBeat) {
          drop(stream);
          continue;
        }
        stream.behindAtLastBeat = behind;
        send(stream, ': heartbeat\n\n');
      }
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
      const stream: Stream = { res, behindAtLastBeat: false };
      let set = streams.get(postId);
      if (!set) {
        set = new Set();
        streams.set(postId, set);
      }
      set.add(stream);
      res.on('close', () => remove(postId, stream));
      if (!heartbeat) {
        heartbeat = setInterval(beat, heartbeatMs);
        heartbeat.unref();
      }
    },
    publish(postId, count) {
      const set = streams.get(postId);
      if (!set) return;
      const event = countEvent(count);
      for (const stream of [...set]) send(stream, event);
    },
    closeAll() {
      for (const set of streams.values()) {
        for (const stream of set) stream.res.end();
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
    dropped: () => dropped,
  };
}
