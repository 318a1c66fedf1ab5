import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOperationalLog } from '../log/operational-log.js';
import { createKeyPruner } from './key-pruner.js';
import { openLikesDb, type LikeRequest, type LikesDb } from './likes-db.js';

/** These tests make their own stores (a server needs LIKES_CREATE_STORE=1 for that). */
const CREATE = { createIfMissing: true };

// Every key is remembered for its whole retention, so a late retry of a like is still
// recognised; at the cap new likes wait instead of old keys being forgotten early. Expired
// keys are forgotten a few at a time, off the request path.

const HOUR = 60 * 60 * 1000;
const RETENTION = 8 * 24 * HOUR;
const START = Date.UTC(2026, 10, 1);

let dir: string;
let db: LikesDb;
beforeEach(() => {
  jest.useFakeTimers({ now: START });
  dir = mkdtempSync(path.join(tmpdir(), 'like-keys-'));
  db = openLikesDb(
    path.join(dir, 'likes.sqlite'),
    { keyRetentionMs: RETENTION, maxKeys: 5 },
    CREATE,
  );
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
  jest.useRealTimers();
});

const like = (key: string, postId = 'test-post-a'): LikeRequest => ({ postId, key });

test('at the cap a new like is refused, while retries of stored likes are still recognised', () => {
  const first = db.addLikes(['key-0001', 'key-0002', 'key-0003'].map((key) => like(key)));
  expect(first.map((outcome) => outcome.kind)).toEqual(['added', 'added', 'added']);
  // The cap is reached in the middle of a group: the likes beyond it wait.
  const second = db.addLikes(['key-0004', 'key-0005', 'key-0006'].map((key) => like(key)));
  expect(second.map((outcome) => outcome.kind)).toEqual(['added', 'added', 'keys-full']);
  expect(db.keyCount()).toBe(5);
  expect(db.count('test-post-a')).toBe(5);
  expect(db.addLikes([like('key-0001')])).toEqual([{ kind: 'duplicate', count: 5 }]);
  expect(db.addLikes([like('key-0002', 'test-post-b')])).toEqual([
    { kind: 'key-conflict', postId: 'test-post-a' },
  ]);
  expect(db.nextKeyExpiry()).toBe(START + RETENTION);
});

test('no key is forgotten before its retention ends, however full the store is', () => {
  db.addLikes(['key-0001', 'key-0002'].map((key) => like(key)));
  jest.setSystemTime(START + HOUR);
  db.addLikes(['key-0003', 'key-0004', 'key-0005'].map((key) => like(key)));
  expect(db.pruneExpiredKeys(100, START + RETENTION)).toBe(0);
  expect(db.pruneExpiredKeys(100, START + RETENTION + 1)).toBe(2);
  // A retry one minute before its key's retention ends is still counted once.
  expect(db.addLikes([like('key-0003')])[0]?.kind).toBe('duplicate');
  expect(db.pruneExpiredKeys(100, START + HOUR + RETENTION + 1)).toBe(3);
  expect(db.keyCount()).toBe(0);
  expect(db.nextKeyExpiry()).toBeNull();
});

test('pruning takes at most `limit` keys per call, oldest first', () => {
  for (let i = 0; i < 5; i += 1) {
    jest.setSystemTime(START + i * HOUR);
    db.addLikes([like(`key-000${i}`)]);
  }
  const later = START + 10 * HOUR + RETENTION;
  expect(db.pruneExpiredKeys(2, later)).toBe(2);
  expect(db.nextKeyExpiry()).toBe(START + 2 * HOUR + RETENTION);
  expect(db.pruneExpiredKeys(2, later)).toBe(2);
  expect(db.pruneExpiredKeys(2, later)).toBe(1);
  expect(db.keyCount()).toBe(0);
  // Room again: likes are accepted.
  expect(db.addLikes([like('key-new1')])[0]?.kind).toBe('added');
});

test('the key count is counted again at start-up', () => {
  db.addLikes(['key-0001', 'key-0002', 'key-0003'].map((key) => like(key)));
  db.close();
  db = openLikesDb(
    path.join(dir, 'likes.sqlite'),
    { keyRetentionMs: RETENTION, maxKeys: 5 },
    CREATE,
  );
  expect(db.keyCount()).toBe(3);
});

test('the pruner removes expired keys in steps, each a timer turn of its own', () => {
  db.close();
  db = openLikesDb(
    path.join(dir, 'likes.sqlite'),
    { keyRetentionMs: RETENTION, maxKeys: 100 },
    CREATE,
  );
  for (let i = 0; i < 35; i += 1) db.addLikes([like(`old-key-${i}`)]);
  jest.setSystemTime(START + RETENTION + HOUR);
  for (let i = 0; i < 3; i += 1) db.addLikes([like(`new-key-${i}`)]);
  const steps: number[] = [];
  const pruned = {
    ...db,
    pruneExpiredKeys: (limit: number) => {
      const removed = db.pruneExpiredKeys(limit);
      steps.push(removed);
      return removed;
    },
  };
  const pruner = createKeyPruner(pruned, {
    log: createOperationalLog({ sink: () => undefined }),
    stepRows: 10,
    pauseMs: 5,
    intervalMs: 60_000,
    firstRunAfterMs: 1000,
  });
  pruner.start();
  // Nothing at start-up itself.
  expect(steps).toEqual([]);
  jest.advanceTimersByTime(1000);
  expect(steps).toEqual([10]);
  jest.advanceTimersByTime(5);
  jest.advanceTimersByTime(5);
  jest.advanceTimersByTime(5);
  expect(steps).toEqual([10, 10, 10, 5]);
  expect(db.keyCount()).toBe(3);
  // The next run a minute later finds nothing to do.
  jest.advanceTimersByTime(60_000);
  expect(steps).toEqual([10, 10, 10, 5, 0]);
  pruner.stop();
  expect(jest.getTimerCount()).toBe(0);
});

test('a failing prune is retried, and logged once a minute at most', () => {
  const lines: string[] = [];
  let calls = 0;
  const failing: LikesDb = {
    ...db,
    pruneExpiredKeys: () => {
      calls += 1;
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    },
  };
  const pruner = createKeyPruner(failing, {
    log: createOperationalLog({ sink: (line) => lines.push(line) }),
    firstRunAfterMs: 0,
    intervalMs: 1000,
  });
  pruner.start();
  jest.advanceTimersByTime(59_999);
  expect(calls).toBe(60);
  expect(lines).toEqual([
    'Likes: forgetting expired idempotency keys failed (SQLITE_FULL); trying again in 1 s',
  ]);
  jest.advanceTimersByTime(1);
  expect(lines[1]).toMatch(/failed \(SQLITE_FULL\); trying again in 1 s \(59 more since /);
  pruner.stop();
});
