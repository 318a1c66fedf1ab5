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

interface StoredLike {
  id: string;
  postId: string;
  queuedAt: number;
}

/** The likes queued in localStorage (an item `pending-likes:<id>` each), oldest first. */
function stored(): StoredLike[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith(`${PENDING_LIKES_KEY}:`))
    .map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredLike)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

test('a queued like is saved in localStorage as an item of its own, pending-likes:<id>', () => {
  const queue = new PendingLikes({ send: jest.fn(() => Promise.resolve()) });
  queue.add('test-post-a', 'like-0001');
  jest.advanceTimersByTime(1);
  queue.add('test-post-b', 'like-0002');
  expect(JSON.parse(localStorage.getItem('pending-likes:like-0001') ?? 'null')).toEqual({
    id: 'like-0001',
    postId: 'test-post-a',
    queuedAt: expect.any(Number),
  });
  expect(stored().map((entry) => entry.postId)).toEqual(['test-post-a', 'test-post-b']);
  expect(queue.countFor('test-post-a')).toBe(1);
  expect(queue.size()).toBe(2);
  jest.clearAllTimers();
});

// Issue 45: each tab's localStorage is a copy the others' writes reach later, so a value two
// tabs read, change and write back loses likes. The queue writes only the like's own item.
test('queuing or sending a like writes or removes its own item only, never rewriting another', async () => {
  const queue = new PendingLikes({ send: () => Promise.resolve() });
  queue.add('test-post-a', 'like-0010');
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
  try {
    queue.add('test-post-b', 'like-0011');
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(['pending-likes:like-0011']);
    await queue.flush();
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(removeItem.mock.calls.map(([key]) => key).sort()).toEqual([
      'pending-likes:like-0010',
      'pending-likes:like-0011',
    ]);
    expect(stored()).toEqual([]);
  } finally {
    setItem.mockRestore();
    removeItem.mockRestore();
    jest.clearAllTimers();
  }
});

test('two queues on one storage (two tabs) each see every like; flushed in turn, each like is sent once', async () => {
  const sent: string[] = [];
  const send = (_postId: string, likeId: string) => {
    sent.push(likeId);
    return Promise.resolve();
  };
  const tabs = [new PendingLikes({ send }), new PendingLikes({ send })];
  for (let tap = 0; tap < 10; tap += 1) tabs[tap % 2]?.add('test-post-a', `like-tab-${tap}`);
  expect(tabs.map((tab) => tab.countFor('test-post-a'))).toEqual([10, 10]);
  // One after the other, as the flush lock has them run (jsdom has no Web Locks).
  for (const tab of tabs) await tab.flush();
  expect(sent.sort()).toEqual(Array.from({ length: 10 }, (_, tap) => `like-tab-${tap}`).sort());
  expect(stored()).toEqual([]);
  jest.clearAllTimers();
});

test('another tab queuing a like is heard by the listeners', () => {
  const queue = new PendingLikes({ send: () => Promise.resolve() });
  const stop = queue.start();
  const listener = jest.fn();
  queue.subscribe(listener);
  window.dispatchEvent(new StorageEvent('storage', { key: 'pending-likes:like-other-tab' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'anonUID' }));
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
});

test('likes an earlier release queued as one array are sent with their ids, and the array goes', async () => {
  const queuedAt = Date.now();
  localStorage.setItem(
    PENDING_LIKES_KEY,
    JSON.stringify([
      { id: 'like-earlier-1', postId: 'test-post-a', queuedAt },
      { id: 'like-earlier-2', postId: 'test-post-b', queuedAt },
      { damaged: true },
    ]),
  );
  const send = jest.fn(() => Promise.resolve());
  const queue = new PendingLikes({ send });
  const stop = queue.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(send.mock.calls).toEqual([
    ['test-post-a', 'like-earlier-1'],
    ['test-post-b', 'like-earlier-2'],
  ]);
  expect(localStorage.getItem(PENDING_LIKES_KEY)).toBeNull();
  expect(stored()).toEqual([]);
  stop();
});

test('a damaged item, or one under another id, is no like, and a flush removes it', async () => {
  localStorage.setItem('pending-likes:like-broken', '{');
  localStorage.setItem(
    'pending-likes:like-a',
    JSON.stringify({ id: 'like-b', postId: 'test-post-a', queuedAt: Date.now() }),
  );
  const send = jest.fn(() => Promise.resolve());
  const queue = new PendingLikes({ send });
  expect(queue.size()).toBe(0);
  await queue.flush();
  expect(send).not.toHaveBeenCalled();
  expect(Object.keys(localStorage)).toEqual([]);
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
  // Its item is gone from the device too, not only from the count.
  expect(localStorage.getItem('pending-likes:like-old')).toBeNull();
  jest.clearAllTimers();
});
