// A likes store holding many idempotency keys, for the tests and the measurement of
// start-up and pruning at the key cap (measure-key-cap.ts). Keys are random, as real like
// ids are, so removing old ones touches pages all over the key index, as it does in use.
import Database from 'better-sqlite3';
import { openLikesDb } from '../src/likes/likes-db.js';

export interface LikeKeysFixture {
  /** Keys stored in all. */
  keys: number;
  /** How many of them are past their retention (the oldest). */
  expired: number;
  retentionMs: number;
  postId?: string;
}

/** How long before its retention ends the oldest key within it is. */
const FRESH_MARGIN_MS = 3_600_000;

export function fillLikeKeys(file: string, fixture: LikeKeysFixture): void {
  openLikesDb(
    file,
    { keyRetentionMs: fixture.retentionMs, maxKeys: fixture.keys },
    { createIfMissing: true },
  ).close();
  const db = new Database(file);
  const now = Date.now();
  const postId = fixture.postId ?? 'test-post-a';
  const insert = db.prepare<[number, string, number, number]>(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
     INSERT INTO like_keys (key, post_id, received_at)
     SELECT lower(hex(randomblob(16))), ?, CAST(? + i * ? AS INTEGER) FROM n`,
  );
  db.transaction(() => {
    // Expired: spread over the hour before the retention ended.
    if (fixture.expired > 0) {
      const start = now - fixture.retentionMs - 3_600_000;
      insert.run(fixture.expired, postId, start, 3_600_000 / fixture.expired);
    }
    // Within the retention: spread over it, the oldest an hour from its end (a test on a
    // loaded machine can run for minutes: a key a minute from its end expired during one),
    // the newest a minute old.
    const fresh = fixture.keys - fixture.expired;
    if (fresh > 0) {
      const start = now - fixture.retentionMs + FRESH_MARGIN_MS;
      insert.run(fresh, postId, start, (fixture.retentionMs - FRESH_MARGIN_MS - 60_000) / fresh);
    }
    db.prepare('INSERT INTO likes (post_id, count) VALUES (?, ?)').run(postId, fixture.keys);
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
