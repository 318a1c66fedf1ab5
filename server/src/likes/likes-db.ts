import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** One like to store; `key` is its Idempotency-Key, when the client sent one. */
export interface LikeRequest {
  postId: string;
  key: string | null;
}

export type LikeOutcome =
  /** Counted now; `count` is the post's count after it. */
  | { kind: 'added'; count: number }
  /** The key was counted before (a retry): nothing changed; `count` is the current count. */
  | { kind: 'duplicate'; count: number }
  /** The key was first used for another post. */
  | { kind: 'key-conflict'; postId: string };

export interface LikesDbOptions {
  /** How long a like's key is remembered; a retry within it is counted once. */
  keyRetentionMs: number;
  /** At most this many keys are kept; the oldest go first. */
  maxKeys: number;
}

export interface LikesDb {
  /** The stored count, 0 when the post was never liked. */
  count(postId: string): number;
  /**
   * Stores likes in ONE transaction, so one commit (and, with synchronous = FULL, one
   * fsync) serves them all. When it returns, every outcome is on disk.
   */
  addLikes(likes: readonly LikeRequest[]): LikeOutcome[];
  /** Forgets keys older than the retention and beyond the cap; returns how many went. */
  pruneKeys(now?: number): number;
  /** Folds the WAL into the main file and closes; later calls are no-ops. */
  close(): void;
}

interface CountRow {
  count: number;
}

interface KeyRow {
  post_id: string;
}

export const DEFAULT_LIKES_DB_OPTIONS: LikesDbOptions = {
  // Longer than a browser's retry queue keeps a like (PENDING_LIKE_LIFETIME_MS, 7 days).
  keyRetentionMs: 8 * 24 * 60 * 60 * 1000,
  // ~100 bytes a key: about 100 MB at most.
  maxKeys: 1_000_000,
};

export function openLikesDb(
  file: string,
  options: LikesDbOptions = DEFAULT_LIKES_DB_OPTIONS,
): LikesDb {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL syncs the WAL at every commit, so a like answered 200 survives a power cut, not
  // only a crash of this process. Likes are committed in groups (group-commit.ts), so the
  // cost is one fsync per group, not per like.
  db.pragma('synchronous = FULL');
  // Another process (a second dev server, a test) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS likes (
    post_id TEXT PRIMARY KEY,
    count INTEGER NOT NULL CHECK (count >= 0)
  ) STRICT`);
  db.exec(`CREATE TABLE IF NOT EXISTS like_keys (
    key TEXT PRIMARY KEY,
    post_id TEXT NOT NULL,
    received_at INTEGER NOT NULL
  ) STRICT`);
  db.exec('CREATE INDEX IF NOT EXISTS like_keys_by_age ON like_keys (received_at)');

  const selectCount = db.prepare<[string], CountRow>('SELECT count FROM likes WHERE post_id = ?');
  // One statement, so concurrent likes can never read the same old value and lose one.
  const insertLike = db.prepare<[string], CountRow>(
    `INSERT INTO likes (post_id, count) VALUES (?, 1)
     ON CONFLICT(post_id) DO UPDATE SET count = count + 1
     RETURNING count`,
  );
  const insertKey = db.prepare<[string, string, number], KeyRow>(
    `INSERT INTO like_keys (key, post_id, received_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO NOTHING
     RETURNING post_id`,
  );
  const selectKey = db.prepare<[string], KeyRow>('SELECT post_id FROM like_keys WHERE key = ?');
  const deleteOldKeys = db.prepare<[number]>('DELETE FROM like_keys WHERE received_at < ?');
  const deleteKeysBeyondCap = db.prepare<[number]>(
    `DELETE FROM like_keys WHERE key IN (
       SELECT key FROM like_keys ORDER BY received_at DESC, rowid DESC LIMIT -1 OFFSET ?
     )`,
  );

  function addOne(like: LikeRequest, now: number): LikeOutcome {
    if (like.key !== null && !insertKey.get(like.key, like.postId, now)) {
      const first = selectKey.get(like.key)?.post_id;
      if (first !== undefined && first !== like.postId) {
        return { kind: 'key-conflict', postId: first };
      }
      return { kind: 'duplicate', count: selectCount.get(like.postId)?.count ?? 0 };
    }
    const row = insertLike.get(like.postId);
    if (!row) throw new Error(`Like for ${like.postId} returned no row`);
    return { kind: 'added', count: row.count };
  }

  const addAll = db.transaction((likes: readonly LikeRequest[], now: number) =>
    likes.map((like) => addOne(like, now)),
  );

  const prune = db.transaction((now: number) => {
    const expired = deleteOldKeys.run(now - options.keyRetentionMs).changes;
    return expired + deleteKeysBeyondCap.run(options.maxKeys).changes;
  });

  return {
    count(postId) {
      return selectCount.get(postId)?.count ?? 0;
    },
    addLikes(likes) {
      // BEGIN IMMEDIATE: take the write lock up front instead of failing half-way.
      return addAll.immediate(likes, Date.now());
    },
    pruneKeys(now = Date.now()) {
      return prune.immediate(now);
    },
    close() {
      if (!db.open) return;
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
