/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  setDoc,
  setLogLevel,
  updateDoc,
} from 'firebase/firestore';
import { describeWithFirestoreEmulator } from './testing/describe-with-firestore-emulator';
import { startFirestoreEmulator, type FirestoreEmulator } from './testing/firestore-emulator';

// firestore.rules, allowed and denied, as an anonymous visitor sees them. Loading the
// rules also checks that they compile.
jest.setTimeout(120_000);

const RULES = readFileSync(path.join(__dirname, '../../../firestore.rules'), 'utf8');
const POST = 'vault-cinderella';

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
    await assertSucceeds(getDoc(doc(db, 'likes', 'once-upon-a-word')));
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
});
