import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** One sign-up as the author exports it. */
export interface Signup {
  email: string;
  /** The secret in the address's unsubscribe link. */
  token: string;
  signedUpAt: string;
}

export interface NewsletterDb {
  /** Adds `email` (already checked and lower-cased); 'known' when it was on the list. */
  add(email: string, now?: Date): 'added' | 'known';
  /** Removes the address whose unsubscribe link carries `token`; false when none does. */
  removeByToken(token: string): boolean;
  /** Every address, oldest sign-up first. */
  all(): Signup[];
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS signups (
  email TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  signed_up_at TEXT NOT NULL
) STRICT`;

/**
 * The newsletter's own SQLite store (NEWSLETTER_DB_FILE), created on first use: unlike the
 * likes store, an empty list loses nothing. Durable as the likes store is (WAL with
 * `synchronous = FULL`): a sign-up is on disk, its commit synced, before the server answers,
 * so a kill -9 right after the answer keeps it. Sign-ups are rare, so the commit runs on the
 * server's thread (a few milliseconds of fsync) instead of a store thread of its own.
 */
export function openNewsletterDb(file: string): NewsletterDb {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(SCHEMA);
  const insert = db.prepare(
    'INSERT INTO signups (email, token, signed_up_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
  );
  const remove = db.prepare('DELETE FROM signups WHERE token = ?');
  const list = db.prepare(
    'SELECT email, token, signed_up_at AS signedUpAt FROM signups ORDER BY signed_up_at, email',
  );
  return {
    add(email, now = new Date()) {
      const token = randomBytes(18).toString('base64url');
      return insert.run(email, token, now.toISOString()).changes === 1 ? 'added' : 'known';
    },
    removeByToken(token) {
      return remove.run(token).changes === 1;
    },
    all() {
      return list.all() as Signup[];
    },
    close() {
      db.close();
    },
  };
}
