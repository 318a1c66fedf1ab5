import Database from 'better-sqlite3';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { untouchedCheck } from '../../tools/fingerprint.js';
import { storeProblemOf } from '../../tools/store-problem-of.js';
import { tempDirForTests } from '../../tools/temp-dir.js';
import { DEFAULT_LIKES_DB_OPTIONS, openLikesDb } from './likes-db.js';
import { LIKES_APPLICATION_ID } from './store-schema.js';

/** These tests make their own stores (a server needs LIKES_CREATE_STORE=1 for that). */
const CREATE = { createIfMissing: true };

// A store the server cannot trust is refused with one line naming the file and the way out,
// and the file is left exactly as it was: SQLite itself would take a 0-byte or missing file
// for a new, empty database and start every count at 0.

const dir = tempDirForTests('store-checks-');

/** Opening `file` must fail with one line that names it, and leave it byte for byte. */
function expectRefused(file: string, reason: RegExp): string {
  const expectUntouched = untouchedCheck(file);
  const message = storeProblemOf(() => openLikesDb(file).close());
  expect(message).toContain(file);
  expect(message).toMatch(reason);
  expectUntouched();
  return message;
}

/** A real store with `likes` likes of test-post-a, each with its key. */
function storeWith(file: string, likes: number): void {
  const db = openLikesDb(file, DEFAULT_LIKES_DB_OPTIONS, CREATE);
  for (let i = 0; i < likes; i += 100) {
    db.addLikes(
      Array.from({ length: Math.min(100, likes - i) }, (_, j) => ({
        postId: 'test-post-a',
        key: `store-check-key-${i + j}`,
      })),
    );
  }
  db.close();
}

test('a missing store is created when asked (with its folder), marked as a likes store', () => {
  const file = path.join(dir(), 'nested/folder/likes.sqlite');
  const db = openLikesDb(file, DEFAULT_LIKES_DB_OPTIONS, CREATE);
  expect(db.count('test-post-a')).toBe(0);
  db.close();
  const raw = new Database(file, { readonly: true });
  expect(raw.pragma('application_id', { simple: true })).toBe(LIKES_APPLICATION_ID);
  expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
  raw.close();
  // Nothing of the creation is left beside it.
  expect(readFileSync(path.join(dir(), 'nested/folder/likes.sqlite')).length).toBeGreaterThan(0);
  expect(existsSync(`${file}.creating-${process.pid}`)).toBe(false);
});

test('a 0-byte file is refused: restore a backup or move it away', () => {
  const file = path.join(dir(), 'likes.sqlite');
  writeFileSync(file, '');
  const message = expectRefused(file, /is empty \(0 bytes\)/);
  expect(message).toContain('npm run likes:restore -- BACKUP_FILE');
  expect(message).toContain(`mv ${file} ${file}.empty`);
  expect(statSync(file).size).toBe(0);
});

test('a file that is not SQLite is refused', () => {
  const file = path.join(dir(), 'likes.sqlite');
  writeFileSync(file, '{"test-post-a": 6348}\n'.repeat(300));
  expectRefused(file, /is not an SQLite database/);
});

test('a store cut short is refused, at a page boundary or inside a page', () => {
  const file = path.join(dir(), 'likes.sqlite');
  storeWith(file, 3000);
  const full = statSync(file).size;
  const pageSize = 4096;
  truncateSync(file, Math.floor(full / pageSize / 2) * pageSize);
  expectRefused(file, /is truncated \(\d+ bytes of the \d+ its header describes/);
  truncateSync(file, pageSize + 1000);
  expectRefused(file, /is truncated/);
  truncateSync(file, 60);
  expectRefused(file, /is truncated/);
});

test.each([
  [
    "another application's SQLite database is refused, naming its tables",
    [
      'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)',
      "INSERT INTO users (name) VALUES ('someone')",
    ],
    /is an SQLite database but not a likes store \(it holds users\)/,
  ],
  [
    'a database marked by another application is refused, whatever its tables',
    [
      'CREATE TABLE likes (post_id TEXT PRIMARY KEY, count INTEGER NOT NULL)',
      'PRAGMA application_id = 42',
    ],
    /of another application \(application_id 42\)/,
  ],
  [
    'an SQLite database with no tables is refused (something replaced the store)',
    ['PRAGMA user_version = 0', 'VACUUM'],
    /with no tables, not a likes store/,
  ],
])('%s', (_case, statements, reason) => {
  const file = path.join(dir(), 'likes.sqlite');
  const other = new Database(file);
  for (const statement of statements) other.exec(statement);
  other.close();
  // A database SQLite wrote, not the empty file refused above.
  expect(statSync(file).size).toBeGreaterThan(0);
  expectRefused(file, reason);
});

test('a store written by a newer server is refused, not misread', () => {
  const file = path.join(dir(), 'likes.sqlite');
  storeWith(file, 1);
  const raw = new Database(file);
  raw.pragma('user_version = 99');
  raw.close();
  expectRefused(file, /newer version of this server \(store format 99/);
});

test('a damaged store is refused', () => {
  const file = path.join(dir(), 'likes.sqlite');
  storeWith(file, 10);
  const bytes = readFileSync(file);
  // Page 1 after the file header: the b-tree header of the schema table.
  bytes.fill(0xff, 100, 4096);
  writeFileSync(file, bytes);
  expectRefused(file, /is damaged \(SQLite: /);
});

test('a folder where the store should be is refused', () => {
  const file = path.join(dir(), 'likes.sqlite');
  mkdirSync(file);
  expectRefused(file, /is a folder; not starting on it/);
});

test('a write-ahead log without its store is refused (the store was moved away)', () => {
  const file = path.join(dir(), 'likes.sqlite');
  writeFileSync(`${file}-wal`, Buffer.alloc(4096, 1));
  let problem: unknown;
  try {
    openLikesDb(file);
  } catch (error) {
    problem = error;
  }
  expect((problem as Error).message).toMatch(/is missing, but its write-ahead log .*-wal is there/);
  expect(existsSync(file)).toBe(false);
});

test('a store written before stores were marked is recognised, marked, and keeps its likes', () => {
  const file = path.join(dir(), 'likes.sqlite');
  const legacy = new Database(file);
  legacy.pragma('journal_mode = WAL');
  legacy.exec(`CREATE TABLE likes (
    post_id TEXT PRIMARY KEY,
    count INTEGER NOT NULL CHECK (count >= 0)
  ) STRICT`);
  legacy.exec(`CREATE TABLE like_keys (
    key TEXT PRIMARY KEY,
    post_id TEXT NOT NULL,
    received_at INTEGER NOT NULL
  ) STRICT`);
  legacy.exec('CREATE INDEX like_keys_by_age ON like_keys (received_at)');
  legacy.exec("INSERT INTO likes VALUES ('test-post-a', 6348)");
  legacy.close();

  const db = openLikesDb(file, DEFAULT_LIKES_DB_OPTIONS);
  expect(db.count('test-post-a')).toBe(6348);
  db.close();
  const raw = new Database(file, { readonly: true });
  expect(raw.pragma('application_id', { simple: true })).toBe(LIKES_APPLICATION_ID);
  raw.close();
});
