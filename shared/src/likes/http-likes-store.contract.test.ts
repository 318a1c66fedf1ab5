/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- test only: the adapter's contract runs against the real server
import { startLikesServer } from '../../../server/tools/spawn-likes-server.cjs';
import { HttpLikesStore } from './http-likes-store';
import { likesStoreContract } from './likes-store.contract';
import { newLikeId } from './likes-store';
import { PendingLikes } from './pending-likes';
import { NodeEventSource } from './testing/node-event-source';

/** A fetch whose request reaches the server in full, but whose answer never arrives. */
async function fetchLosingAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const answer = await fetch(input, init);
  await answer.arrayBuffer();
  throw new TypeError('fetch failed: the connection dropped before the answer arrived');
}

// The HTTP adapter against the real server (createApp in its own process), a fresh
// database for every test, the rate limit off so only the store's own behaviour shows.
jest.setTimeout(60_000);

describe('HttpLikesStore against the embedded likes service', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'likes-contract-http-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  let run = 0;
  likesStoreContract(async () => {
    run += 1;
    const server = await startLikesServer({ dbFile: path.join(dir, `likes-${run}.sqlite`) });
    const baseUrl = `${server.baseUrl}/api/likes`;
    return {
      newClient: () => new HttpLikesStore({ baseUrl, EventSource: NodeEventSource }),
      newClientLosingAnswers: () =>
        new HttpLikesStore({ baseUrl, EventSource: NodeEventSource, fetch: fetchLosingAnswers }),
      async dispose() {
        // Graceful shutdown is tested in server/; here it would only wait for the spare
        // socket undici opens after an aborted stream to time out.
        await server.kill();
      },
    };
  });
});

/** Node has no localStorage; the queue keeps its likes there, so give it a minimal one. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the retry queue over the real service', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'likes-retry-http-'));
    Object.assign(globalThis, { localStorage: memoryStorage() });
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  test('a like the server stored but whose answer was lost is resent and counted once', async () => {
    const server = await startLikesServer({ dbFile: path.join(dir, 'likes.sqlite') });
    try {
      const baseUrl = `${server.baseUrl}/api/likes`;
      let answersToLose = 1;
      const flakyFetch: typeof fetch = (input, init) => {
        if (answersToLose === 0) return fetch(input, init);
        answersToLose -= 1;
        return fetchLosingAnswers(input, init);
      };
      const store = new HttpLikesStore({
        baseUrl,
        EventSource: NodeEventSource,
        fetch: flakyFetch,
      });
      const queue = new PendingLikes({
        send: (postId, likeId) => store.like(postId, likeId),
        minDelayMs: 10,
      });
      const likeId = newLikeId();
      // What useLikes does when like() fails: the like joins the queue under its own id.
      await expect(store.like('test-post-a', likeId)).rejects.toThrow('dropped');
      queue.add('test-post-a', likeId);
      await queue.flush();
      expect(queue.size()).toBe(0);
      const answer = await fetch(`${baseUrl}/test-post-a`);
      expect(await answer.json()).toEqual({ count: 1 });
    } finally {
      await server.kill();
    }
  });
});
