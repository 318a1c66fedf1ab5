/** @jest-environment node */
import {
  HttpLikesStore,
  LikeRefusedError,
  reconnectDelay,
  type EventSourceLike,
} from './http-likes-store';

/** Records every stream the adapter opens and lets the test play the server. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 0;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  emit(data: string): void {
    this.readyState = 1;
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** An error event: `permanently` as after an HTTP error, else as after a network error. */
  fail(permanently: boolean): void {
    this.readyState = permanently ? 2 : 0;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  FakeEventSource.opened = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('subscribe streams /api/likes/{id}/events and reports each count', () => {
  const store = new HttpLikesStore({ EventSource: FakeEventSource });
  const counts: number[] = [];
  const stop = store.subscribe('test-post-a', (count) => counts.push(count));
  const source = FakeEventSource.opened[0];
  expect(source?.url).toBe('/api/likes/test-post-a/events');
  source?.emit('{"count":0}');
  source?.emit('{"count":4}');
  source?.emit('not json');
  expect(counts).toEqual([0, 4]);
  stop();
  expect(source?.closed).toBe(true);
});

test('after any error the stream is closed and reopened, with a backoff from 1 s to 30 s', () => {
  const store = new HttpLikesStore({
    baseUrl: 'https://likes.example/api/likes/',
    EventSource: FakeEventSource,
    fetch: () => Promise.reject(new TypeError('offline')),
    // The top of every jitter range: the longest each wait can be.
    random: () => 0.999_999,
  });
  const onError = jest.fn();
  const stop = store.subscribe('test-post-a', () => {}, onError);
  const waits: number[] = [];
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const current = FakeEventSource.opened[attempt];
    // A network error (the browser would retry by itself) or an HTTP error (it would not).
    current?.fail(attempt % 2 === 1);
    expect(current?.closed).toBe(true);
    let waited = 0;
    while (FakeEventSource.opened.length === attempt + 1) {
      jest.advanceTimersByTime(100);
      waited += 100;
    }
    waits.push(waited);
  }
  expect(onError).toHaveBeenCalledTimes(7);
  expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  expect(FakeEventSource.opened[1]?.url).toBe('https://likes.example/api/likes/test-post-a/events');
  stop();
  FakeEventSource.opened.at(-1)?.fail(true);
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(8);
});

test('reconnects are spread: each wait is a random point in the upper half of its ceiling', () => {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const ceiling = Math.min(30_000, 1000 * 2 ** attempt);
    expect(reconnectDelay(attempt, () => 0)).toBe(ceiling / 2);
    expect(reconnectDelay(attempt, () => 0.5)).toBe((ceiling * 3) / 4);
    expect(reconnectDelay(attempt, () => 0.999)).toBeLessThan(ceiling);
  }
  const spread = new Set(Array.from({ length: 50 }, () => Math.round(reconnectDelay(3))));
  expect(spread.size).toBeGreaterThan(40);
});

test('a count that arrives resets the backoff', () => {
  const store = new HttpLikesStore({
    EventSource: FakeEventSource,
    fetch: () => Promise.reject(new TypeError('offline')),
    random: () => 0,
  });
  store.subscribe('test-post-a', () => {});
  FakeEventSource.opened[0]?.fail(true);
  jest.advanceTimersByTime(500);
  FakeEventSource.opened[1]?.fail(true);
  jest.advanceTimersByTime(1000);
  FakeEventSource.opened[2]?.emit('{"count":3}');
  FakeEventSource.opened[2]?.fail(false);
  jest.advanceTimersByTime(500);
  expect(FakeEventSource.opened).toHaveLength(4);
});

/**
 * A store whose every fetch answers 200 with `count`, with a subscriber to test-post-a: its
 * fetch and the counts the subscriber was shown.
 */
function subscribedStoreAnswering(count: number) {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() =>
    Promise.resolve(jsonResponse(200, { count })),
  );
  const store = new HttpLikesStore({ EventSource: FakeEventSource, fetch: fetchMock });
  const counts: number[] = [];
  store.subscribe('test-post-a', (shown) => counts.push(shown));
  return { fetchMock, store, counts };
}

test('while the stream is down the count is read once per attempt, and shown', async () => {
  const { fetchMock, counts } = subscribedStoreAnswering(12);
  FakeEventSource.opened[0]?.fail(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/api/likes/test-post-a');
  await jest.advanceTimersByTimeAsync(0);
  expect(counts).toEqual([12]);
  await jest.advanceTimersByTimeAsync(1000);
  FakeEventSource.opened[1]?.fail(true);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('like POSTs once and shows the answered count to subscribers at once', async () => {
  const { fetchMock, store, counts } = subscribedStoreAnswering(8);
  FakeEventSource.opened[0]?.emit('{"count":7}');
  await store.like('test-post-a', 'like-0001');
  expect(fetchMock).toHaveBeenCalledWith('/api/likes/test-post-a', {
    method: 'POST',
    headers: { 'Idempotency-Key': 'like-0001' },
  });
  // The stream's own event for the like arrives later and must not move the count back.
  FakeEventSource.opened[0]?.emit('{"count":7}');
  expect(counts).toEqual([7, 8, 8]);
});

test('like rejects on any non-2xx answer, telling retryable from permanent refusals', async () => {
  const answers = [503, 429, 404, 413];
  const store = new HttpLikesStore({
    EventSource: FakeEventSource,
    fetch: () => Promise.resolve(jsonResponse(answers.shift() ?? 500, { error: 'no' })),
  });
  const permanence: boolean[] = [];
  for (let i = 0; i < 4; i += 1) {
    const error: unknown = await store.like('test-post-a', `like-000${i}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LikeRefusedError);
    permanence.push((error as LikeRefusedError).permanent);
  }
  expect(permanence).toEqual([false, false, true, true]);
});
