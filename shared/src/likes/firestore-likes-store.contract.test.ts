/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, getApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setLogLevel,
  terminate,
} from 'firebase/firestore';
import { initializeApp } from 'firebase/app';
import { renderFirestoreRules } from '@site/toolchain/firestore-rules.mjs';
import { FirestoreLikesStore } from './firestore-likes-store';
import type { LikesStore } from './likes-store';
import { likesStoreContract } from './likes-store.contract';
import { describeWithFirestoreEmulator } from './testing/describe-with-firestore-emulator';
import { startFirestoreEmulator, type FirestoreEmulator } from './testing/firestore-emulator';

// The Firestore adapter against the official emulator running the rules the generator
// writes (for fixture posts, as firestore.rules is for the site's): the adapter's one batch,
// a receipt and a merge-increment, must be exactly what the rules accept.
jest.setTimeout(120_000);

const POST_IDS = ['test-post-a', 'test-post-b', 'test-post-c'];

/**
 * A lost answer, modelled where this adapter can see it: the batch reaches Firestore and is
 * committed, and the caller hears a failure. What comes next is what the SDK does with an
 * unacknowledged write: the same batch (same like id) arrives again.
 */
function losingAnswers(store: LikesStore): LikesStore {
  return {
    subscribe: (postId, onCount, onError) => store.subscribe(postId, onCount, onError),
    async like(postId, likeId) {
      await store.like(postId, likeId);
      throw new Error('unavailable: the connection dropped before the answer arrived');
    },
  };
}

describe.each([
  { shards: 1, label: 'one counter document per post (the default rules)' },
  { shards: 10, label: 'LIKES_SHARDS=10 (rules generated for 10 shards)' },
])('FirestoreLikesStore against the Firestore emulator, $label', ({ shards }) => {
  describeWithFirestoreEmulator('contract', () => {
    let emulator: FirestoreEmulator;
    let rulesDir: string;
    beforeAll(async () => {
      // The refused-like test makes the SDK warn about the denied write; that is expected.
      setLogLevel('error');
      rulesDir = mkdtempSync(path.join(tmpdir(), 'likes-rules-'));
      const rulesFile = path.join(rulesDir, 'firestore.rules');
      writeFileSync(rulesFile, renderFirestoreRules({ postIds: POST_IDS, shards }));
      emulator = await startFirestoreEmulator({ rulesFile });
    });
    afterAll(async () => {
      await emulator?.stop();
      rmSync(rulesDir, { recursive: true, force: true });
    });

    let run = 0;
    likesStoreContract(async () => {
      run += 1;
      // A project of its own gives every test an empty database.
      const projectId = `demo-likes-contract-${shards}-${run}`;
      const stores: { store: FirestoreLikesStore; appName: string }[] = [];
      const newStore = (): FirestoreLikesStore => {
        const appName = `${projectId}-client-${stores.length}`;
        const store = new FirestoreLikesStore({
          firebase: { projectId, apiKey: 'demo-key' },
          emulatorHost: emulator.hostPort,
          appName,
          persistentCache: false,
          shards,
        });
        stores.push({ store, appName });
        return store;
      };
      return {
        newClient: newStore,
        newClientLosingAnswers: () => losingAnswers(newStore()),
        async dispose() {
          for (const { store, appName } of stores) {
            await store.terminate();
            await deleteApp(getApp(appName)).catch(() => undefined);
          }
        },
      };
    });

    test(`likes land in ${shards === 1 ? 'the post document' : 'shards k < 10, the post document untouched'}`, async () => {
      const projectId = `demo-likes-layout-${shards}`;
      const store = new FirestoreLikesStore({
        firebase: { projectId, apiKey: 'demo-key' },
        emulatorHost: emulator.hostPort,
        appName: `${projectId}-writer`,
        persistentCache: false,
        shards,
      });
      await Promise.all(
        Array.from({ length: 60 }, (_, i) => store.like('test-post-b', `layout-like-${i}`)),
      );
      await store.terminate();
      await deleteApp(getApp(`${projectId}-writer`));

      const app = initializeApp({ projectId, apiKey: 'demo-key' }, `${projectId}-reader`);
      const db = getFirestore(app);
      const [host, port] = emulator.hostPort.split(':');
      connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
      try {
        const post = await getDoc(doc(db, 'likes', 'test-post-b'));
        const shardsOfPost = collection(db, 'likes', 'test-post-b', 'shards');
        if (shards === 1) {
          expect(post.get('count')).toBe(60);
          // Without LIKES_SHARDS the rules know no shards at all.
          await expect(getDocs(shardsOfPost)).rejects.toThrow();
        } else {
          const shardDocs = (await getDocs(shardsOfPost)).docs;
          expect(post.exists()).toBe(false);
          expect(shardDocs.length).toBeGreaterThan(1);
          expect(shardDocs.every((shard) => Number(shard.id) < shards)).toBe(true);
          expect(shardDocs.reduce((sum, shard) => sum + Number(shard.get('count')), 0)).toBe(60);
        }
      } finally {
        await terminate(db);
        await deleteApp(app);
      }
    });
  });
});
