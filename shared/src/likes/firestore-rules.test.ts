/** @jest-environment node */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { renderFirestoreRules } from '../../build/firestore-rules.mjs';
import { describeWithFirestoreEmulator } from './testing/describe-with-firestore-emulator';
import { startFirestoreEmulator, type FirestoreEmulator } from './testing/firestore-emulator';

// firestore.rules, allowed and denied, as an anonymous visitor sees them, generated for
// posts of the tests' own (the blog's change as the author writes). Loading the rules also
// checks that they compile. The default is one counter document per post; the sharded
// variant is generated with LIKES_SHARDS=10.
jest.setTimeout(120_000);

const POST_IDS = ['test-post-a', 'test-post-b', 'test-post-c'];
const RULES = renderFirestoreRules({ postIds: POST_IDS });
const POST = 'test-post-a';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number): Timestamp => Timestamp.fromMillis(Date.now() + days * DAY_MS);

describeWithFirestoreEmulator('firestore.rules for likes', () => {
  let emulator: FirestoreEmulator;
  let env: RulesTestEnvironment;
  let db: ReturnType<RulesTestContext['firestore']>;

  beforeAll(async () => {
    // Denied writes make the SDK warn; here they are the point.
    setLogLevel('error');
    emulator = await startFirestoreEmulator();
    env = await initializeTestEnvironment({
      projectId: 'demo-likes-rules',
      firestore: { host: emulator.host, port: emulator.port, rules: RULES },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
    await emulator?.stop();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    db = env.unauthenticatedContext().firestore();
  });

  /** Puts a document in place as an administrator would, bypassing the rules. */
  async function seed(postId: string, data: Record<string, unknown>): Promise<void> {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'likes', postId), data);
    });
  }

  test('anyone reads a like count, present or absent', async () => {
    await seed(POST, { count: 4 });
    await assertSucceeds(getDoc(doc(db, 'likes', POST)));
    await assertSucceeds(getDoc(doc(db, 'likes', 'test-post-b')));
  });

  test('the adapter write on an absent document is a create with count 1', async () => {
    await assertSucceeds(setDoc(doc(db, 'likes', POST), { count: increment(1) }, { merge: true }));
  });

  test('the adapter write on an existing document adds 1', async () => {
    await seed(POST, { count: 7 });
    await assertSucceeds(setDoc(doc(db, 'likes', POST), { count: increment(1) }, { merge: true }));
  });

  test('create with count 1 is allowed', async () => {
    await assertSucceeds(setDoc(doc(db, 'likes', POST), { count: 1 }));
  });

  test.each([0, 2, -1, 1.5])('create with count %p is denied', async (count) => {
    await assertFails(setDoc(doc(db, 'likes', POST), { count }));
  });

  test('create with a count that is not a number is denied', async () => {
    await assertFails(setDoc(doc(db, 'likes', POST), { count: '1' }));
  });

  test('raising count by 1 is allowed', async () => {
    await seed(POST, { count: 3 });
    await assertSucceeds(updateDoc(doc(db, 'likes', POST), { count: 4 }));
  });

  test.each([
    ['+2', 5],
    ['-1', 2],
    ['unchanged', 3],
  ])('changing count by %s is denied', async (_label, count) => {
    await seed(POST, { count: 3 });
    await assertFails(updateDoc(doc(db, 'likes', POST), { count }));
    await assertFails(
      setDoc(doc(db, 'likes', POST), { count: increment(count - 3) }, { merge: true }),
    );
  });

  test('a like on an unknown post id is denied', async () => {
    await assertFails(setDoc(doc(db, 'likes', 'no-such-post'), { count: 1 }));
    await assertFails(
      setDoc(doc(db, 'likes', 'no-such-post'), { count: increment(1) }, { merge: true }),
    );
  });

  test('extra fields are denied, on create and on update', async () => {
    await assertFails(setDoc(doc(db, 'likes', POST), { count: 1, uid: 'anon_1abcdefghi' }));
    await seed(POST, { count: 1 });
    await assertFails(updateDoc(doc(db, 'likes', POST), { count: 2, extra: true }));
  });

  test('delete is denied', async () => {
    await seed(POST, { count: 1 });
    await assertFails(deleteDoc(doc(db, 'likes', POST)));
  });

  test('every other collection is closed', async () => {
    await assertFails(getDoc(doc(db, 'other', 'x')));
    await assertFails(setDoc(doc(db, 'other', 'x'), { count: 1 }));
  });

  describe('receipts: a like id counts once', () => {
    const receipt = (likeId: string, postId = POST) => doc(db, 'likes', postId, 'receipts', likeId);

    test('a like (receipt and +1 in one batch) is allowed once; the same like again is denied', async () => {
      const likeOnce = () => {
        const batch = writeBatch(db);
        batch.set(receipt('like-0001'), { expireAt: inDays(30) });
        batch.set(doc(db, 'likes', POST), { count: increment(1) }, { merge: true });
        return batch.commit();
      };
      await assertSucceeds(likeOnce());
      await assertFails(likeOnce());
      let count: unknown;
      await env.withSecurityRulesDisabled(async (context) => {
        count = (await getDoc(doc(context.firestore(), 'likes', POST))).get('count');
      });
      expect(count).toBe(1);
    });

    test('a receipt is readable by its id, never listed, changed or deleted', async () => {
      await assertSucceeds(setDoc(receipt('like-0002'), { expireAt: inDays(30) }));
      await assertSucceeds(getDoc(receipt('like-0002')));
      await assertSucceeds(getDoc(receipt('like-never-made')));
      await assertFails(getDocs(collection(db, 'likes', POST, 'receipts')));
      await assertFails(updateDoc(receipt('like-0002'), { expireAt: inDays(1) }));
      await assertFails(deleteDoc(receipt('like-0002')));
    });

    test.each([
      ['an id too short', 'short', { expireAt: inDays(30) }],
      ['an id with other characters', 'like.0003 x', { expireAt: inDays(30) }],
      ['an expiry beyond 31 days', 'like-0004', { expireAt: inDays(40) }],
      ['an expiry that is not a timestamp', 'like-0005', { expireAt: 'soon' }],
      ['an extra field', 'like-0006', { expireAt: inDays(30), uid: 'anon_1' }],
    ])('a receipt with %s is denied', async (_label, likeId, data) => {
      await assertFails(setDoc(doc(db, 'likes', POST, 'receipts', likeId), data));
    });

    test('a receipt for an unknown post is denied', async () => {
      await assertFails(setDoc(receipt('like-0007', 'no-such-post'), { expireAt: inDays(30) }));
    });

    test('without LIKES_SHARDS there are no shards to write', async () => {
      await assertFails(setDoc(doc(db, 'likes', POST, 'shards', '0'), { count: 1 }));
    });
  });
});

describeWithFirestoreEmulator('firestore.rules with LIKES_SHARDS=10', () => {
  let emulator: FirestoreEmulator;
  let env: RulesTestEnvironment;
  let db: ReturnType<RulesTestContext['firestore']>;
  const shard = (k: string, postId = POST) => doc(db, 'likes', postId, 'shards', k);

  beforeAll(async () => {
    setLogLevel('error');
    emulator = await startFirestoreEmulator();
    env = await initializeTestEnvironment({
      projectId: 'demo-likes-rules-sharded',
      firestore: {
        host: emulator.host,
        port: emulator.port,
        rules: renderFirestoreRules({ postIds: POST_IDS, shards: 10 }),
      },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
    await emulator?.stop();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    db = env.unauthenticatedContext().firestore();
  });

  test('a shard k < 10 of a known post is created with 1 and raised by exactly 1', async () => {
    await assertSucceeds(setDoc(shard('0'), { count: increment(1) }, { merge: true }));
    await assertSucceeds(setDoc(shard('9'), { count: 1 }));
    await assertSucceeds(setDoc(shard('9'), { count: increment(1) }, { merge: true }));
    await assertFails(updateDoc(shard('9'), { count: 4 }));
    await assertFails(updateDoc(shard('9'), { count: 1 }));
  });

  test.each(['10', '-1', '01', 'a'])('shard %p is denied', async (k) => {
    await assertFails(setDoc(shard(k), { count: 1 }));
  });

  test('shards of an unknown post, extra fields, other counts and deletes are denied', async () => {
    await assertFails(setDoc(shard('1', 'no-such-post'), { count: 1 }));
    await assertFails(setDoc(shard('1'), { count: 1, extra: true }));
    await assertFails(setDoc(shard('1'), { count: 2 }));
    await assertSucceeds(setDoc(shard('1'), { count: 1 }));
    await assertFails(deleteDoc(shard('1')));
  });

  test('anyone reads the shards (the count shown sums them)', async () => {
    await assertSucceeds(getDocs(collection(db, 'likes', POST, 'shards')));
  });

  test("the post's own counter still takes +1 (counts made before sharding stay)", async () => {
    await assertSucceeds(setDoc(doc(db, 'likes', POST), { count: increment(1) }, { merge: true }));
  });
});
