import { linkSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fsyncPath, inspectStoreFile } from './store-file.js';
import { lockStoreForServer, type ServerLock } from './server-lock.js';
import { StoreProblem, storeName, storeOpenProblem } from './store-problem.js';
import { checkStoreSound } from './store-soundness.js';
import { createSchema, markAsLikesStore } from './store-schema.js';
import { StoreReplacedError, beginSession, type StoreSession } from './store-session.js';

/** One like to store; `key` is its Idempotency-Key. */
export interface LikeRequest {
  postId: string;
  key: string;
}

export type LikeOutcome =
  /** Counted now; `count` is the post's count after it. */
  | { kind: 'added'; count: number }
  /** The key was counted before (a retry): nothing changed; `count` is the current count. */
  | { kind: 'duplicate'; count: number }
  /** The key was first used for another post. */
  | { kind: 'key-conflict'; postId: string }
  /** As many keys as the store may hold are within their retention: nothing changed. */
  | { kind: 'keys-full' };

export interface LikesDbOptions {
  /** How long a like's key is remembered; a retry within it is counted once. */
  keyRetentionMs: number;
  /** At most this many keys are kept; at the cap new likes are refused, never keys forgotten early. */
  maxKeys: number;
}

export interface LikesDb {
  /** The stored count, 0 when the post was never liked. */
  count(postId: string): number;
  /** Every stored count: the posts liked so far. */
  counts(): Map<string, number>;
  /**
   * Stores likes in ONE transaction, so one commit (and, with synchronous = FULL, one
   * fsync) serves them all. When it returns, every outcome is on disk.
   */
  addLikes(likes: readonly LikeRequest[]): LikeOutcome[];
  /** Forgets at most `limit` keys past their retention, oldest first; returns how many went. */
  pruneExpiredKeys(limit: number, now?: number): number;
  /** Keys stored now. */
  keyCount(): number;
  /** When the oldest stored key leaves its retention (ms since the epoch), or null without keys. */
  nextKeyExpiry(): number | null;
  /**
   * Whether another store's content was put over the file at the store's path
   * (store-session.ts), say by cp, which keeps the inode; for good once seen. Writes then
   * throw StoreReplacedError, before or after their commit.
   */
  fileReplaced(): boolean;
  /**
   * Folds the WAL into the main file and closes; later calls are no-ops. A replaced file is
   * left as it was put there: the WAL stays beside it, and the next start refuses it.
   */
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
  // ~140 bytes a key with its indexes: about 140 MB at most.
  maxKeys: 1_000_000,
};

/**
 * Creates a new store beside `file` and moves it into place only if nothing is there: a
 * crash half-way leaves a stray temporary file, never a half-made store at `file`, and a
 * file that appeared in between is never replaced.
 */
function createStore(file: string): void {
  const temporary = `${file}.creating-${process.pid}`;
  const removeTemporary = (): void => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      rmSync(`${temporary}${suffix}`, { force: true });
    }
  };
  removeTemporary();
  try {
    const db = new Database(temporary);
    try {
      db.pragma('journal_mode = WAL');
      db.transaction(() => createSchema(db))();
    } finally {
      db.close();
    }
    fsyncPath(temporary);
    try {
      linkSync(temporary, file);
    } catch (error) {
      // Another server created the store at the same moment: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    fsyncPath(path.dirname(file));
  } finally {
    removeTemporary();
  }
}

export interface OpenStoreOptions {
  /**
   * Whether a missing store may be created, empty (LIKES_CREATE_STORE=1). Without it a
   * missing store is refused: nothing tells a first start from a store that was deleted
   * (rm, git clean -fdX), and starting every count at 0 must be the operator's choice.
   */
  createIfMissing?: boolean;
  /** How long a statement waits for another process's lock before SQLITE_BUSY. */
  busyTimeoutMs?: number;
}

function missingStore(file: string): StoreProblem {
  return new StoreProblem(
    `${storeName(file)} does not exist. On a first start, create an empty one (npm run likes:create, or start with LIKES_CREATE_STORE=1); if it held likes (deleted, moved, or removed by git clean -fdX), restore a backup (npm run likes:restore -- BACKUP_FILE) or point LIKES_DB_FILE at it.`,
  );
}

/**
 * Opens the store at `file`; creates it when there is none only if told to. A file that is
 * there but is not a sound likes store is refused with a StoreProblem (store-file.ts,
 * store-soundness.ts), never opened over.
 */
export function openLikesDb(
  file: string,
  options: LikesDbOptions = DEFAULT_LIKES_DB_OPTIONS,
  { createIfMissing = false, busyTimeoutMs = 5000 }: OpenStoreOptions = {},
): LikesDb {
  const present = inspectStoreFile(file) === 'present';
  if (!present && !createIfMissing) throw missingStore(file);
  // Before any look inside: a store another server is writing is that server's to judge.
  const lock = lockStoreForServer(file);
  let db: Database.Database | null = null;
  let pin: Database.Database | null = null;
  try {
    let marked: 'marked' | 'unmarked' = 'marked';
    if (present) marked = checkStoreSound(file);
    else createStore(file);
    db = new Database(file, { fileMustExist: true });
    // Another process (a backup, Litestream) may hold the write lock for a moment.
    // The wait blocks the thread that runs it: the server runs the store in a thread of its
    // own (store-thread.ts), so only likes wait, never pages.
    db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
    // Only once the store checked out: a file that is not a sound likes store is left as it was.
    if (marked === 'unmarked') markAsLikesStore(db);
    db.pragma('journal_mode = WAL');
    // FULL syncs the WAL at every commit, so a like answered 200 survives a power cut, not
    // only a crash of this process. Likes are committed in groups (group-commit.ts), so the
    // cost is one fsync per group, not per like.
    db.pragma('synchronous = FULL');
    // A reader held open on the file as it was opened: while it is, closing `db` does not
    // checkpoint, which is how a replaced file is left untouched (close()).
    pin = new Database(file, { readonly: true, fileMustExist: true });
    pin.prepare('SELECT count(*) FROM sqlite_schema').get();
    const session = beginSession(db, file);
    return likesDbOn(db, { file, pin, lock, session }, options);
  } catch (error) {
    pin?.close();
    db?.close();
    lock.release();
    throw storeOpenProblem(file, error);
  }
}

/** What a LikesDb holds besides its connection. */
interface OpenStore {
  file: string;
  /** A read-only connection held open for the store's life (see close()). */
  pin: Database.Database;
  lock: ServerLock;
  session: StoreSession;
}

function likesDbOn(
  db: Database.Database,
  { file, pin, lock, session }: OpenStore,
  options: LikesDbOptions,
): LikesDb {
  let replaced = false;
  function fileReplaced(): boolean {
    replaced ||= session.mainFile() === 'replaced';
    return replaced;
  }
  /**
   * Checked before a write (so that no checkpoint of it copies pages into another store's
   * file) and after its commit (so that it is not acknowledged when the file changed as it
   * was written: it is in a log the next start refuses).
   */
  function checkStoreFile(): void {
    if (fileReplaced()) throw new StoreReplacedError(file);
  }

  const selectCount = db.prepare<[string], CountRow>('SELECT count FROM likes WHERE post_id = ?');
  const selectCounts = db.prepare<[], CountRow & { post_id: string }>(
    'SELECT post_id, count FROM likes',
  );
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
  // Oldest first through the age index: a step touches `limit` rows, however many are stored.
  const deleteExpiredKeys = db.prepare<[number, number]>(
    `DELETE FROM like_keys WHERE rowid IN (
       SELECT rowid FROM like_keys WHERE received_at < ? ORDER BY received_at LIMIT ?
     )`,
  );
  const selectOldestKey = db.prepare<[], { received_at: number }>(
    'SELECT received_at FROM like_keys ORDER BY received_at LIMIT 1',
  );
  // Counted once at start-up (~0.1 s at a million keys), then kept in step with each commit.
  let keys = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM like_keys').get()?.n ?? 0;

  function storedOutcome(like: LikeRequest): LikeOutcome | null {
    const first = selectKey.get(like.key)?.post_id;
    if (first === undefined) return null;
    if (first !== like.postId) return { kind: 'key-conflict', postId: first };
    return { kind: 'duplicate', count: selectCount.get(like.postId)?.count ?? 0 };
  }

  const addAll = db.transaction((likes: readonly LikeRequest[], now: number) => {
    let added = 0;
    const outcomes = likes.map((like): LikeOutcome => {
      if (keys + added >= options.maxKeys) return storedOutcome(like) ?? { kind: 'keys-full' };
      if (!insertKey.get(like.key, like.postId, now)) {
        const stored = storedOutcome(like);
        if (!stored) throw new Error(`Key of a like for ${like.postId} neither inserted nor found`);
        return stored;
      }
      added += 1;
      const row = insertLike.get(like.postId);
      if (!row) throw new Error(`Like for ${like.postId} returned no row`);
      return { kind: 'added', count: row.count };
    });
    if (added > 0) session.stamp();
    return { outcomes, added };
  });
  const pruneAll = db.transaction((before: number, limit: number) => {
    const removed = deleteExpiredKeys.run(before, limit).changes;
    if (removed > 0) session.stamp();
    return removed;
  });

  return {
    count(postId) {
      return selectCount.get(postId)?.count ?? 0;
    },
    counts() {
      return new Map(selectCounts.all().map((row) => [row.post_id, row.count]));
    },
    addLikes(likes) {
      checkStoreFile();
      // BEGIN IMMEDIATE: take the write lock up front instead of failing half-way.
      const { outcomes, added } = addAll.immediate(likes, Date.now());
      keys += added;
      checkStoreFile();
      return outcomes;
    },
    pruneExpiredKeys(limit, now = Date.now()) {
      checkStoreFile();
      const removed = pruneAll.immediate(now - options.keyRetentionMs, limit);
      keys -= removed;
      return removed;
    },
    keyCount: () => keys,
    nextKeyExpiry() {
      const oldest = selectOldestKey.get();
      return oldest ? oldest.received_at + options.keyRetentionMs : null;
    },
    fileReplaced,
    close() {
      if (!db.open) return;
      if (fileReplaced()) {
        // `pin` still reads the file: `db` is not the last connection and does not checkpoint.
        db.close();
        pin.close();
      } else {
        pin.close();
        db.pragma('wal_checkpoint(TRUNCATE)');
        db.close();
      }
      lock.release();
    },
  };
}
