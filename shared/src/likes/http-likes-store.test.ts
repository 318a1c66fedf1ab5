/** @jest-environment node */
import { HttpLikesStore, LikeRefusedError, type EventSourceLike } from './http-likes-store';

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

test('errors reach onError; after an HTTP error the stream is reopened with backoff', () => {
  const store = new HttpLikesStore({
    baseUrl: 'https://likes.example/api/likes/',
    EventSource: FakeEventSource,
  });
  const onError = jest.fn();
  const stop = store.subscribe('test-post-a', () => {}, onError);
  FakeEventSource.opened[0]?.fail(false);
  expect(onError).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(1);

  FakeEventSource.opened[0]?.fail(true);
  jest.advanceTimersByTime(999);
  expect(FakeEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(FakeEventSource.opened[1]?.url).toBe('https://likes.example/api/likes/test-post-a/events');
  FakeEventSource.opened[1]?.fail(true);
  jest.advanceTimersByTime(2000);
  expect(FakeEventSource.opened).toHaveLength(3);
  stop();
  FakeEventSource.opened[2]?.fail(true);
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(3);
});

test('like POSTs once and shows the answered count to subscribers at once', async () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() =>
    Promise.resolve(jsonResponse(200, { count: 8 })),
  );
  const store = new HttpLikesStore({ EventSource: FakeEventSource, fetch: fetchMock });
  const counts: number[] = [];
  store.subscribe('test-post-a', (count) => counts.push(count));
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
