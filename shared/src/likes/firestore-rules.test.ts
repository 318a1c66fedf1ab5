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
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore';
import { renderFirestoreRules } from '@site/toolchain/firestore-rules.mjs';
import { describeWithFirestoreEmulator } from './testing/describe-with-firestore-emulator';
import { startFirestoreEmulator, type FirestoreEmulator } from './testing/firestore-emulator';

// The rules the generator writes, allowed and denied, as an anonymous visitor sees them, on
// the Cloud Firestore emulator. Loading rules also checks that they compile. Fixture posts
// only, so the blog's own posts can change freely (firestore.rules is generated from them
// by the same function).
jest.setTimeout(120_000);

const POSTS = ['test-post-a', 'test-post-b'];
const POST = 'test-post-a';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number): Timestamp => Timestamp.fromMillis(Date.now() + days * DAY_MS);

type Db = ReturnType<RulesTestContext['firestore']>;

/** One emulator and rules environment per suite, emptied before each test. */
function rulesEnvironment(projectId: string, rules: string) {
  const state: { emulator?: FirestoreEmulator; env?: RulesTestEnvironment; db?: Db } = {};
  beforeAll(async () => {
    // Denied writes make the SDK warn; here they are the point.
    setLogLevel('error');
    state.emulator = await startFirestoreEmulator();
    state.env = await initializeTestEnvironment({
      projectId,
      firestore: { host: state.emulator.host, port: state.emulator.port, rules },
    });
  });
  afterAll(async () => {
    await state.env?.cleanup();
    await state.emulator?.stop();
  });
  beforeEach(async () => {
    await state.env?.clearFirestore();
    state.db = state.env?.unauthenticatedContext().firestore();
  });
  return {
    db(): Db {
      if (!state.db) throw new Error('the rules environment is not ready');
      return state.db;
    },
    /** Puts a document in place as an administrator would, bypassing the rules. */
    async seed(segments: string[], data: DocumentData): Promise<void> {
      await state.env?.withSecurityRulesDisabled(async (context) => {
        const [first = '', ...rest] = segments;
        await setDoc(doc(context.firestore(), first, ...rest), data);
      });
    },
    /** A document's data as stored, read past the rules. */
    async stored(segments: string[]): Promise<DocumentData | undefined> {
      let data: DocumentData | undefined;
      await state.env?.withSecurityRulesDisabled(async (context) => {
        const [first = '', ...rest] = segments;
        data = (await getDoc(doc(context.firestore(), first, ...rest))).data();
      });
      return data;
    },
  };
}

interface LikeParts {
  /** The +1s of the batch: each counter with the data written to it. */
  counters: [DocumentReference, DocumentData][];
  /** The receipts of the batch. */
  receipts: [DocumentReference, DocumentData][];
}

function commit(db: Db, parts: LikeParts): Promise<void> {
  const batch = writeBatch(db);
  for (const [ref, data] of parts.receipts) batch.set(ref, data);
  for (const [ref, data] of parts.counters) batch.set(ref, data, { merge: true });
  return batch.commit();
}

describeWithFirestoreEmulator('firestore.rules for likes (one counter per post)', () => {
  const rules = rulesEnvironment(
    'demo-likes-rules',
    renderFirestoreRules({ postIds: POSTS, shards: 1 }),
  );
  const post = (postId = POST) => doc(rules.db(), 'likes', postId);
  const receipt = (likeId: string, postId = POST) =>
    doc(rules.db(), 'likes', postId, 'receipts', likeId);
  /** What FirestoreLikesStore.like writes: the receipt and the +1 that names it. */
  const like = (likeId: string, postId = POST): LikeParts => ({
    receipts: [[receipt(likeId, postId), { expireAt: inDays(30) }]],
    counters: [[post(postId), { count: increment(1), lastLike: likeId }]],
  });

  test('a like on a post never liked creates its count at 1; the next adds 1', async () => {
    await assertSucceeds(commit(rules.db(), like('like-0001')));
    await assertSucceeds(commit(rules.db(), like('like-0002')));
    expect((await rules.stored(['likes', POST]))?.count).toBe(2);
  });

  test('the same like sent again (its receipt exists) is refused whole, the count unchanged', async () => {
    await assertSucceeds(commit(rules.db(), like('like-0001')));
    await assertFails(commit(rules.db(), like('like-0001')));
    expect((await rules.stored(['likes', POST]))?.count).toBe(1);
  });

  test('anyone reads a count, present or absent; a receipt by its id, never as a list', async () => {
    await rules.seed(['likes', POST], { count: 4 });
    await assertSucceeds(getDoc(post()));
    await assertSucceeds(getDoc(post('test-post-b')));
    await assertSucceeds(commit(rules.db(), like('like-0002')));
    await assertSucceeds(getDoc(receipt('like-0002')));
    await assertSucceeds(getDoc(receipt('like-never-made')));
    await assertFails(getDocs(collection(rules.db(), 'likes', POST, 'receipts')));
  });

  describe('attacks, each refused with nothing written', () => {
    afterEach(async () => {
      expect((await rules.stored(['likes', POST]))?.count ?? 0).toBeLessThanOrEqual(3);
    });

    test('a bare increment, with no receipt', async () => {
      await assertFails(setDoc(post(), { count: increment(1) }, { merge: true }));
      await assertFails(setDoc(post(), { count: 1 }));
      await rules.seed(['likes', POST], { count: 3 });
      await assertFails(updateDoc(post(), { count: 4 }));
      expect((await rules.stored(['likes', POST]))?.count).toBe(3);
    });

    test('an increment naming a receipt it does not create, or one that exists already', async () => {
      await assertFails(
        setDoc(post(), { count: increment(1), lastLike: 'like-not-created' }, { merge: true }),
      );
      await assertSucceeds(commit(rules.db(), like('like-0003')));
      await assertFails(
        setDoc(post(), { count: increment(1), lastLike: 'like-0003' }, { merge: true }),
      );
      expect((await rules.stored(['likes', POST]))?.count).toBe(1);
    });

    test('a receipt without a like', async () => {
      await assertFails(setDoc(receipt('like-0004'), { expireAt: inDays(30) }));
      await rules.seed(['likes', POST], { count: 3 });
      await assertFails(setDoc(receipt('like-0005'), { expireAt: inDays(30) }));
      expect(await rules.stored(['likes', POST, 'receipts', 'like-0005'])).toBeUndefined();
    });

    test('a receipt with a +1 that names another like', async () => {
      await assertFails(
        commit(rules.db(), {
          receipts: [[receipt('like-0006'), { expireAt: inDays(30) }]],
          counters: [[post(), { count: increment(1), lastLike: 'like-0007' }]],
        }),
      );
    });

    test.each([
      ['in 1970', Timestamp.fromMillis(0)],
      ['now', Timestamp.now()],
      ['in 12 hours', Timestamp.fromMillis(Date.now() + DAY_MS / 2)],
      ['in 40 days', inDays(40)],
      ['that is not a time', 'soon'],
    ])('a receipt expiring %s', async (_label, expireAt) => {
      await assertFails(
        commit(rules.db(), {
          receipts: [[receipt('like-0008'), { expireAt }]],
          counters: [[post(), { count: increment(1), lastLike: 'like-0008' }]],
        }),
      );
    });

    test.each([
      ['+2', 5],
      ['-1', 2],
      ['unchanged', 3],
    ])('a like that changes the count by %s', async (_label, count) => {
      await rules.seed(['likes', POST], { count: 3 });
      await assertFails(
        commit(rules.db(), {
          receipts: [[receipt('like-0009'), { expireAt: inDays(30) }]],
          counters: [[post(), { count, lastLike: 'like-0009' }]],
        }),
      );
      expect((await rules.stored(['likes', POST]))?.count).toBe(3);
    });

    test.each([0, 2, -1, 1.5, '1'])('a first like that creates the count at %p', async (count) => {
      await assertFails(
        commit(rules.db(), {
          receipts: [[receipt('like-0010'), { expireAt: inDays(30) }]],
          counters: [[post(), { count, lastLike: 'like-0010' }]],
        }),
      );
    });

    test('a like of an unknown post', async () => {
      await assertFails(commit(rules.db(), like('like-0011', 'no-such-post')));
    });

    test('extra fields, on the counter or on the receipt', async () => {
      await assertFails(
        commit(rules.db(), {
          receipts: [[receipt('like-0012'), { expireAt: inDays(30) }]],
          counters: [[post(), { count: increment(1), lastLike: 'like-0012', uid: 'anon_1' }]],
        }),
      );
      await assertFails(
        commit(rules.db(), {
          receipts: [[receipt('like-0013'), { expireAt: inDays(30), shard: '0' }]],
          counters: [[post(), { count: increment(1), lastLike: 'like-0013' }]],
        }),
      );
    });

    test.each([
      ['too short', 'short'],
      ['with other characters', 'like.0014 x'],
    ])('a receipt id %s', async (_label, likeId) => {
      await assertFails(commit(rules.db(), like(likeId)));
    });

    test('changing or deleting a receipt or a count', async () => {
      await assertSucceeds(commit(rules.db(), like('like-0015')));
      await assertFails(updateDoc(receipt('like-0015'), { expireAt: inDays(2) }));
      await assertFails(deleteDoc(receipt('like-0015')));
      await assertFails(deleteDoc(post()));
    });

    test('a shard: without LIKES_SHARDS there are none to write', async () => {
      const shard = doc(rules.db(), 'likes', POST, 'shards', '0');
      await assertFails(
        commit(rules.db(), {
          receipts: [[receipt('like-0016'), { expireAt: inDays(30), shard: '0' }]],
          counters: [[shard, { count: increment(1), lastLike: 'like-0016' }]],
        }),
      );
    });

    test('every other collection', async () => {
      await assertFails(getDoc(doc(rules.db(), 'other', 'x')));
      await assertFails(setDoc(doc(rules.db(), 'other', 'x'), { count: 1 }));
    });
  });
});

describeWithFirestoreEmulator('firestore.rules with LIKES_SHARDS=10', () => {
  const rules = rulesEnvironment(
    'demo-likes-rules-sharded',
    renderFirestoreRules({ postIds: POSTS, shards: 10 }),
  );
  const post = () => doc(rules.db(), 'likes', POST);
  const shard = (k: string, postId = POST) => doc(rules.db(), 'likes', postId, 'shards', k);
  const receipt = (likeId: string) => doc(rules.db(), 'likes', POST, 'receipts', likeId);
  /** What FirestoreLikesStore.like writes with LIKES_SHARDS: +1 on shard k, named by the receipt. */
  const like = (likeId: string, k: string): LikeParts => ({
    receipts: [[receipt(likeId), { expireAt: inDays(30), shard: k }]],
    counters: [[shard(k), { count: increment(1), lastLike: likeId }]],
  });

  test('a like adds 1 to the shard its receipt names, created at 1 and raised by 1', async () => {
    await assertSucceeds(commit(rules.db(), like('like-0001', '0')));
    await assertSucceeds(commit(rules.db(), like('like-0002', '9')));
    await assertSucceeds(commit(rules.db(), like('like-0003', '9')));
    expect((await rules.stored(['likes', POST, 'shards', '9']))?.count).toBe(2);
    await assertSucceeds(getDocs(collection(rules.db(), 'likes', POST, 'shards')));
  });

  test("the post's own counter still takes a like whose receipt names no shard", async () => {
    // Counts made before sharding stay there, and pages built before it still like there.
    await assertSucceeds(
      commit(rules.db(), {
        receipts: [[receipt('like-0004'), { expireAt: inDays(30) }]],
        counters: [[post(), { count: increment(1), lastLike: 'like-0004' }]],
      }),
    );
  });

  test('one like cannot add to two shards, or to a shard and the post (was: 11 likes in one batch)', async () => {
    const everything: LikeParts = {
      receipts: [[receipt('like-0005'), { expireAt: inDays(30), shard: '3' }]],
      counters: [
        ...Array.from({ length: 10 }, (_, k): [DocumentReference, DocumentData] => [
          shard(String(k)),
          { count: increment(1), lastLike: 'like-0005' },
        ]),
        [post(), { count: increment(1), lastLike: 'like-0005' }],
      ],
    };
    await assertFails(commit(rules.db(), everything));
    await assertFails(
      commit(rules.db(), {
        receipts: [[receipt('like-0006'), { expireAt: inDays(30), shard: '3' }]],
        counters: [
          [shard('3'), { count: increment(1), lastLike: 'like-0006' }],
          [shard('7'), { count: increment(1), lastLike: 'like-0006' }],
        ],
      }),
    );
    await assertFails(
      commit(rules.db(), {
        receipts: [[receipt('like-0007'), { expireAt: inDays(30), shard: '3' }]],
        counters: [
          [shard('3'), { count: increment(1), lastLike: 'like-0007' }],
          [post(), { count: increment(1), lastLike: 'like-0007' }],
        ],
      }),
    );
    for (let k = 0; k < 10; k += 1) {
      expect(await rules.stored(['likes', POST, 'shards', String(k)])).toBeUndefined();
    }
    expect(await rules.stored(['likes', POST])).toBeUndefined();
  });

  test('a +1 on a shard other than the one the receipt names', async () => {
    await assertFails(
      commit(rules.db(), {
        receipts: [[receipt('like-0008'), { expireAt: inDays(30), shard: '2' }]],
        counters: [[shard('5'), { count: increment(1), lastLike: 'like-0008' }]],
      }),
    );
  });

  test('a bare increment on a shard, and a receipt alone', async () => {
    await assertFails(setDoc(shard('1'), { count: increment(1) }, { merge: true }));
    await assertFails(setDoc(shard('1'), { count: 1 }));
    await assertFails(setDoc(receipt('like-0009'), { expireAt: inDays(30), shard: '1' }));
  });

  test.each(['10', '-1', '01', 'a'])('shard %p does not exist', async (k) => {
    await assertFails(commit(rules.db(), like('like-0010', k)));
  });

  test('a shard of an unknown post, extra fields, other counts and deletes', async () => {
    await assertFails(
      commit(rules.db(), {
        receipts: [[receipt('like-0011'), { expireAt: inDays(30), shard: '1' }]],
        counters: [[shard('1', 'no-such-post'), { count: increment(1), lastLike: 'like-0011' }]],
      }),
    );
    await assertFails(
      commit(rules.db(), {
        receipts: [[receipt('like-0012'), { expireAt: inDays(30), shard: '1' }]],
        counters: [[shard('1'), { count: 2, lastLike: 'like-0012' }]],
      }),
    );
    await assertSucceeds(commit(rules.db(), like('like-0013', '1')));
    await assertFails(deleteDoc(shard('1')));
  });
});

describeWithFirestoreEmulator('firestore.rules for a blog with no post yet', () => {
  const rules = rulesEnvironment(
    'demo-likes-rules-no-posts',
    renderFirestoreRules({ postIds: [], shards: 1 }),
  );

  test('load in the emulator (they compile) and refuse every like', async () => {
    const receipt = doc(rules.db(), 'likes', POST, 'receipts', 'like-0001');
    await assertFails(
      commit(rules.db(), {
        receipts: [[receipt, { expireAt: inDays(30) }]],
        counters: [
          [doc(rules.db(), 'likes', POST), { count: increment(1), lastLike: 'like-0001' }],
        ],
      }),
    );
  });
});
