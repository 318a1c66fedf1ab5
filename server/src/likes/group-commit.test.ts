import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGroupCommit } from './group-commit.js';
import { openLikesDb, type LikeRequest, type LikesDb } from './likes-db.js';

/** These tests make their own stores (a server needs LIKES_CREATE_STORE=1 for that). */
const CREATE = { createIfMissing: true };

let dir: string;
let db: LikesDb;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'group-commit-'));
  db = openLikesDb(
    path.join(dir, 'likes.sqlite'),
    { keyRetentionMs: 60_000, maxKeys: 100 },
    CREATE,
  );
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

let keys = 0;
/** A like with its own key unless one is given (a retry). */
const like = (postId: string, key = `like-key-${(keys += 1)}`): LikeRequest => ({ postId, key });

test('likes that arrive in the same turn share one transaction', async () => {
  const published: [string, number][] = [];
  const writer = createGroupCommit(db, {
    onCommitted: (counts) => published.push(...counts),
  });
  const outcomes = await Promise.all(
    Array.from({ length: 50 }, (_, i) => writer.add(like(i % 2 ? 'a-post' : 'b-post'))),
  );
  expect(writer.stats()).toEqual({ commits: 1, likes: 50 });
  expect(outcomes.filter((o) => o.kind === 'added')).toHaveLength(50);
  expect(db.count('a-post')).toBe(25);
  // Subscribers hear each post's count once per commit, at its newest value.
  expect(published.sort()).toEqual([
    ['a-post', 25],
    ['b-post', 25],
  ]);

  await writer.add(like('a-post'));
  expect(writer.stats()).toEqual({ commits: 2, likes: 51 });
});

test('a group never exceeds its maximum size', async () => {
  const writer = createGroupCommit(db, { maxGroupSize: 10 });
  await Promise.all(Array.from({ length: 25 }, () => writer.add(like('a-post'))));
  expect(writer.stats()).toEqual({ commits: 3, likes: 25 });
  expect(db.count('a-post')).toBe(25);
});

test('a key counts once, within a group and across groups; another post is a conflict', async () => {
  const writer = createGroupCommit(db);
  const [first, sameGroup] = await Promise.all([
    writer.add(like('a-post', 'like-key-1')),
    writer.add(like('a-post', 'like-key-1')),
  ]);
  const later = await writer.add(like('a-post', 'like-key-1'));
  const elsewhere = await writer.add(like('b-post', 'like-key-1'));
  expect(first).toEqual({ kind: 'added', count: 1 });
  expect(sameGroup).toEqual({ kind: 'duplicate', count: 1 });
  expect(later).toEqual({ kind: 'duplicate', count: 1 });
  expect(elsewhere).toEqual({ kind: 'key-conflict', postId: 'a-post' });
  expect(db.count('a-post')).toBe(1);
  expect(db.count('b-post')).toBe(0);
});

test('when the commit fails, every like of the group is refused and none is stored', async () => {
  const failing: LikesDb = {
    ...db,
    addLikes: () => {
      throw new Error('disk full');
    },
  };
  const writer = createGroupCommit(failing);
  const results = await Promise.allSettled([
    writer.add(like('a-post')),
    writer.add(like('a-post')),
  ]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  expect(db.count('a-post')).toBe(0);
  expect(writer.stats()).toEqual({ commits: 0, likes: 0 });
});

test('flush commits what is queued at once (shutdown)', async () => {
  const writer = createGroupCommit(db);
  const pending = writer.add(like('a-post'));
  writer.flush();
  expect(db.count('a-post')).toBe(1);
  await expect(pending).resolves.toEqual({ kind: 'added', count: 1 });
});
