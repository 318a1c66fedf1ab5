import { newLikeId, type LikesStore } from './likes-store';

/** One store under test, reached by as many clients (simulated browsers) as a test needs. */
export interface LikesStoreHarness {
  /** A new, independent client of the same store. */
  newClient(): LikesStore;
  /**
   * A client whose likes reach the store but whose answers are lost on the way back: its
   * like() rejects although the store may have counted the like.
   */
  newClientLosingAnswers(): LikesStore;
  /** Closes every client and the store behind them. */
  dispose(): Promise<void>;
}

const POST = 'test-post-a';
const WAIT_MS = 20_000;

interface Watch {
  /** Resolves with the first count, seen so far or later, that `predicate` accepts. */
  until(predicate: (count: number) => boolean): Promise<number>;
  stop(): void;
}

/** One subscription kept open, recording every count it receives. */
function watch(store: LikesStore, postId: string): Watch {
  const counts: number[] = [];
  const waiters = new Set<() => void>();
  const unsubscribe = store.subscribe(postId, (count) => {
    counts.push(count);
    for (const waiter of waiters) waiter();
  });
  return {
    until(predicate) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const match = counts.find(predicate);
          if (match === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(match);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching count for ${postId}; saw [${counts.join(', ')}]`));
        }, WAIT_MS);
        waiters.add(check);
        check();
      });
    },
    stop: unsubscribe,
  };
}

/** The count a fresh subscription reports first. */
async function currentCount(store: LikesStore, postId: string): Promise<number> {
  const watcher = watch(store, postId);
  try {
    return await watcher.until(() => true);
  } finally {
    watcher.stop();
  }
}

/**
 * What every LikesStore adapter must do, whatever stands behind it. `createHarness` gives
 * a fresh, empty store for each test.
 */
export function likesStoreContract(createHarness: () => Promise<LikesStoreHarness>): void {
  let harness: LikesStoreHarness;

  beforeEach(async () => {
    harness = await createHarness();
  });
  afterEach(async () => {
    await harness.dispose();
  });

  test('a post never liked counts 0, and the first like makes it 1', async () => {
    const store = harness.newClient();
    expect(await currentCount(store, POST)).toBe(0);
    await store.like(POST, newLikeId());
    expect(await currentCount(harness.newClient(), POST)).toBe(1);
  });

  test('each like adds exactly 1', async () => {
    const store = harness.newClient();
    await store.like(POST, newLikeId());
    await store.like(POST, newLikeId());
    await store.like(POST, newLikeId());
    expect(await currentCount(harness.newClient(), POST)).toBe(3);
  });

  test('a like reaches another subscriber live', async () => {
    const watcher = watch(harness.newClient(), POST);
    try {
      await watcher.until((count) => count === 0);
      await harness.newClient().like(POST, newLikeId());
      expect(await watcher.until((count) => count === 1)).toBe(1);
    } finally {
      watcher.stop();
    }
  });

  test('likes on one post leave the others alone', async () => {
    const store = harness.newClient();
    await store.like('test-post-b', newLikeId());
    expect(await currentCount(harness.newClient(), 'test-post-b')).toBe(1);
    expect(await currentCount(harness.newClient(), 'test-post-c')).toBe(0);
  });

  test('500 concurrent likes from 5 clients add exactly 500', async () => {
    const clients = Array.from({ length: 5 }, () => harness.newClient());
    await Promise.all(
      clients.flatMap((client) =>
        Array.from({ length: 100 }, () => client.like(POST, newLikeId())),
      ),
    );
    expect(await currentCount(harness.newClient(), POST)).toBe(500);
  });

  test('a like on an unknown post is refused and counts nowhere', async () => {
    const store = harness.newClient();
    await expect(store.like('no-such-post', newLikeId())).rejects.toThrow();
    expect(await currentCount(store, POST)).toBe(0);
  });

  test('the same like sent twice counts once, and both sends succeed', async () => {
    const store = harness.newClient();
    const likeId = newLikeId();
    await store.like(POST, likeId);
    await store.like(POST, likeId);
    await harness.newClient().like(POST, likeId);
    expect(await currentCount(harness.newClient(), POST)).toBe(1);
  });

  test('a like whose answer was lost, sent again, counts once', async () => {
    const likeId = newLikeId();
    await expect(harness.newClientLosingAnswers().like(POST, likeId)).rejects.toThrow();
    // The retry (the retry queue, or the Firestore SDK resending) carries the same id.
    await harness.newClient().like(POST, likeId);
    await harness.newClient().like(POST, newLikeId());
    expect(await currentCount(harness.newClient(), POST)).toBe(2);
  });
}
