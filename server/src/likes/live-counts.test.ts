import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { createLiveCounts } from './live-counts.js';

/** The part of a ServerResponse the hub uses, with a reader that keeps up or does not. */
class FakeStream extends EventEmitter {
  written = '';
  /** Bytes the "kernel" has not taken: what a reader that stopped reading leaves behind. */
  writableLength = 0;
  destroyed = false;
  ended = false;

  writeHead(): this {
    return this;
  }

  write(chunk: string): boolean {
    this.written += chunk;
    return true;
  }

  end(): void {
    this.ended = true;
    this.emit('close');
  }

  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }

  asResponse(): ServerResponse {
    return this as unknown as ServerResponse;
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a stream gets the reconnect delay, the current count, each new count and heartbeats', () => {
  const live = createLiveCounts({ heartbeatMs: 1000 });
  const stream = new FakeStream();
  live.attach('test-post-a', stream.asResponse(), 4);
  live.publish('test-post-a', 5);
  live.publish('test-post-b', 9);
  jest.advanceTimersByTime(1000);
  expect(stream.written).toBe(
    'retry: 2000\ndata: {"count":4}\n\ndata: {"count":5}\n\n: heartbeat\n\n',
  );
  expect(live.size()).toBe(1);
});

test('a reader that stops reading is dropped at the second heartbeat it is still behind', () => {
  const live = createLiveCounts({ heartbeatMs: 1000 });
  const stalled = new FakeStream();
  const healthy = new FakeStream();
  live.attach('test-post-a', stalled.asResponse(), 0);
  live.attach('test-post-a', healthy.asResponse(), 0);
  stalled.writableLength = 20;
  jest.advanceTimersByTime(1000);
  expect(stalled.destroyed).toBe(false);
  jest.advanceTimersByTime(1000);
  expect(stalled.destroyed).toBe(true);
  expect(healthy.destroyed).toBe(false);
  expect(live.size()).toBe(1);
  expect(live.dropped()).toBe(1);
});

test('a reader that catches up between heartbeats is kept', () => {
  const live = createLiveCounts({ heartbeatMs: 1000 });
  const slow = new FakeStream();
  live.attach('test-post-a', slow.asResponse(), 0);
  for (let beat = 0; beat < 6; beat += 1) {
    slow.writableLength = beat % 2 === 0 ? 30 : 0;
    jest.advanceTimersByTime(1000);
  }
  expect(slow.destroyed).toBe(false);
});

test('a reader more than maxBufferedBytes behind is dropped at the next event', () => {
  const live = createLiveCounts({ heartbeatMs: 60_000, maxBufferedBytes: 100 });
  const behind = new FakeStream();
  live.attach('test-post-a', behind.asResponse(), 0);
  behind.writableLength = 101;
  live.publish('test-post-a', 1);
  expect(behind.destroyed).toBe(true);
  expect(live.size()).toBe(0);
});

test('closeAll ends every stream and stops the heartbeat', () => {
  const live = createLiveCounts({ heartbeatMs: 1000 });
  const streams = [new FakeStream(), new FakeStream()];
  live.attach('test-post-a', streams[0]!.asResponse(), 0);
  live.attach('test-post-b', streams[1]!.asResponse(), 0);
  live.closeAll();
  expect(streams.every((stream) => stream.ended)).toBe(true);
  expect(live.size()).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});
