import { PENDING_LIKE_LIFETIME_MS, PENDING_LIKES_KEY, PendingLikes } from './pending-likes';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function stored(): { postId: string }[] {
  return JSON.parse(localStorage.getItem(PENDING_LIKES_KEY) ?? '[]') as { postId: string }[];
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

test('a queued like is saved in localStorage under pending-likes', () => {
  const queue = new PendingLikes({ send: jest.fn(() => Promise.resolve()) });
  queue.add('test-post-a', 'like-0001');
  queue.add('test-post-b', 'like-0002');
  expect(stored().map((entry) => entry.postId)).toEqual(['test-post-a', 'test-post-b']);
  expect(queue.countFor('test-post-a')).toBe(1);
});

test('each queued like is sent exactly once, even when flushes overlap', async () => {
  const calls: { postId: string; done: ReturnType<typeof deferred> }[] = [];
  const send = jest.fn((postId: string) => {
    const done = deferred();
    calls.push({ postId, done });
    return done.promise;
  });
  const queue = new PendingLikes({ send });
  queue.add('test-post-a', 'like-0003');
  queue.add('test-post-a', 'like-0004');

  const first = queue.flush();
  const second = queue.flush();
  expect(second).toBe(first);
  expect(send).toHaveBeenCalledTimes(1);
  // Still queued while unacknowledged: a reload now would send it again, not lose it.
  expect(stored()).toHaveLength(2);

  calls[0]?.done.resolve();
  await jest.advanceTimersByTimeAsync(0);
  expect(stored()).toHaveLength(1);
  expect(send).toHaveBeenCalledTimes(2);
  void queue.flush();
  expect(send).toHaveBeenCalledTimes(2);

  calls[1]?.done.resolve();
  await first;
  expect(stored()).toHaveLength(0);
  await queue.flush();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(send).toHaveBeenCalledTimes(2);
});

test('retries back off 1 s, 2 s, 4 s ... capped at 30 s, then stop once the store answers', async () => {
  let failing = true;
  const sendTimes: number[] = [];
  const start = Date.now();
  const send = jest.fn(() => {
    sendTimes.push(Date.now() - start);
    return failing ? Promise.reject(new Error('offline')) : Promise.resolve();
  });
  const queue = new PendingLikes({ send });
  queue.add('test-post-a', 'like-0005');
  await jest.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000 + 30000 + 30000);
  expect(sendTimes).toEqual([1000, 3000, 7000, 15000, 31000, 61000, 91000]);

  failing = false;
  await jest.advanceTimersByTimeAsync(30_000);
  expect(stored()).toHaveLength(0);
  const callsWhenDone = send.mock.calls.length;
  await jest.advanceTimersByTimeAsync(120_000);
  expect(send.mock.calls.length).toBe(callsWhenDone);
});

test('a like the store refuses for good is dropped instead of retried forever', async () => {
  const send = jest.fn(() => Promise.reject(new Error('unknown post')));
  const queue = new PendingLikes({ send, isPermanentFailure: () => true });
  queue.add('test-post-a', 'like-0006');
  await queue.flush();
  expect(stored()).toHaveLength(0);
  expect(send).toHaveBeenCalledTimes(1);
});

test('likes left by an earlier visit are sent on start, and again when the browser is online', async () => {
  new PendingLikes({ send: () => Promise.reject(new Error('offline')) }).add(
    'test-post-b',
    'like-0007',
  );
  jest.clearAllTimers();

  let online = false;
  const send = jest.fn(() => (online ? Promise.resolve() : Promise.reject(new Error('offline'))));
  const queue = new PendingLikes({ send });
  const stop = queue.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(send).toHaveBeenCalledTimes(1);
  expect(stored()).toHaveLength(1);

  online = true;
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(0);
  expect(send).toHaveBeenCalledTimes(2);
  expect(stored()).toHaveLength(0);
  stop();
});

test('listeners hear about every change to the queue', async () => {
  const queue = new PendingLikes({ send: () => Promise.resolve() });
  const listener = jest.fn();
  const unsubscribe = queue.subscribe(listener);
  queue.add('test-post-a', 'like-0008');
  await queue.flush();
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  queue.add('test-post-a', 'like-0009');
  expect(listener).toHaveBeenCalledTimes(2);
  jest.clearAllTimers();
});

test('every attempt at a like carries the id it was queued with', async () => {
  const sent: [string, string][] = [];
  let failing = true;
  const send = jest.fn((postId: string, likeId: string) => {
    sent.push([postId, likeId]);
    return failing ? Promise.reject(new Error('answer lost')) : Promise.resolve();
  });
  const queue = new PendingLikes({ send });
  queue.add('test-post-a', 'like-first');
  queue.add('test-post-b', 'like-second');
  await queue.flush();
  failing = false;
  await jest.advanceTimersByTimeAsync(2000);
  expect(sent).toEqual([
    ['test-post-a', 'like-first'],
    ['test-post-a', 'like-first'],
    ['test-post-b', 'like-second'],
  ]);
  expect(stored()).toHaveLength(0);
});

test('a like still undelivered after its lifetime is given up', async () => {
  const send = jest.fn(() => Promise.reject(new Error('offline')));
  const queue = new PendingLikes({ send });
  queue.add('test-post-a', 'like-old');
  jest.setSystemTime(Date.now() + PENDING_LIKE_LIFETIME_MS / 2);
  queue.add('test-post-a', 'like-newer');
  jest.setSystemTime(Date.now() + PENDING_LIKE_LIFETIME_MS / 2 + 1);
  expect(queue.countFor('test-post-a')).toBe(1);
  await queue.flush();
  expect(send).toHaveBeenLastCalledWith('test-post-a', 'like-newer');
  jest.clearAllTimers();
});
