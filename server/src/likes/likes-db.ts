import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface LikesDb {
  /** The stored count, 0 when the post was never liked. */
  count(postId: string): number;
  /** Adds one like atomically and returns the count after it. */
  addLike(postId: string): number;
  /** Folds the WAL into the main file and closes; later calls are no-ops. */
  close(): void;
}

interface CountRow {
  count: number;
}

export function openLikesDb(file: string): LikesDb {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL writes every commit to the WAL before the statement returns, so a
  // like answered 200 survives kill -9 (the OS holds the write); only an OS crash or power
  // cut can drop the last commits. FULL would fsync per like and block the event loop.
  db.pragma('synchronous = NORMAL');
  // Another process (a second dev server, a test) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS likes (
    post_id TEXT PRIMARY KEY,
    count INTEGER NOT NULL CHECK (count >= 0)
  ) STRICT`);

  const selectCount = db.prepare<[string], CountRow>('SELECT count FROM likes WHERE post_id = ?');
  // One statement, so concurrent likes can never read the same old value and lose one.
  const insertLike = db.prepare<[string], CountRow>(
    `INSERT INTO likes (post_id, count) VALUES (?, 1)
     ON CONFLICT(post_id) DO UPDATE SET count = count + 1
     RETURNING count`,
  );

  return {
    count(postId) {
      return selectCount.get(postId)?.count ?? 0;
    },
    addLike(postId) {
      const row = insertLike.get(postId);
      if (!row) throw new Error(`Like for ${postId} returned no row`);
      return row.count;
    },
    close() {
      if (!db.open) return;
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
