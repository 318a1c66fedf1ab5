import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fingerprint } from '../../tools/fingerprint.js';
import { storeProblemOf } from '../../tools/store-problem-of.js';
import { tempDirForTests } from '../../tools/temp-dir.js';
import { DEFAULT_LIKES_DB_OPTIONS, openLikesDb, type LikesDb } from './likes-db.js';
import { backupStore } from './store-copy.js';
import { StoreReplacedError, walBelongsToFile } from './store-session.js';

// The store a LikesDb writes is the file it opened (store-session.ts, server-lock.ts): one
// opener at a time, a copy put over it refuses every write, and a -wal is replayed only onto
// the file it was written for. The servers' side of it is src/store-identity.test.ts.
jest.setTimeout(60_000);

const CREATE = { createIfMissing: true };
const dir = tempDirForTests('store-session-');
let key = 0;

function like(db: LikesDb, n = 1): void {
  db.addLikes(
    Array.from({ length: n }, () => ({ postId: 'test-post-a', key: `session-key-${(key += 1)}` })),
  );
}

/** Runs `script` (CommonJS, `file` in scope) in a process that then kills itself: a crash. */
function crashAfter(file: string, script: string): void {
  const run = spawnSync(
    process.execPath,
    [
      '-e',
      `const Database = require('better-sqlite3'); const file = ${JSON.stringify(file)};
       ${script}; process.kill(process.pid, 'SIGKILL');`,
    ],
    { cwd: __dirname, encoding: 'utf8' },
  );
  expect(run.signal).toBe('SIGKILL');
}

test('a second opening of a store in use is refused, naming the lock; after close it opens', () => {
  const file = path.join(dir(), 'likes.sqlite');
  const first = openLikesDb(file, DEFAULT_LIKES_DB_OPTIONS, CREATE);
  const message = storeProblemOf(() => openLikesDb(file).close());
  expect(message).toMatch(/is in use by another server process/);
  expect(message).toContain(`fuser ${file}-lock`);
  like(first, 3);
  first.close();
  const second = openLikesDb(file);
  expect(second.count('test-post-a')).toBe(3);
  second.close();
});

test('a copy put over an open store: every write refused, nothing folded into the copy, its -wal refused next', () => {
  const file = path.join(dir(), 'likes.sqlite');
  const backup = path.join(dir(), 'backup.sqlite');
  const db = openLikesDb(file, DEFAULT_LIKES_DB_OPTIONS, CREATE);
  like(db, 10);
  backupStore(file, backup);
  like(db, 5);
  expect(db.fileReplaced()).toBe(false);
  copyFileSync(backup, file);
  expect(() => like(db)).toThrow(StoreReplacedError);
  expect(() => db.pruneExpiredKeys(100, Date.now() + 30 * 86_400_000)).toThrow(StoreReplacedError);
  expect(db.fileReplaced()).toBe(true);
  db.close();
  expect(fingerprint(file)).toBe(fingerprint(backup));
  expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
  expect(storeProblemOf(() => openLikesDb(file).close())).toMatch(
    /has a write-ahead log .*-wal that was not written for it/,
  );
});

test('a store whose -wal is its own starts after a crash, a torn tail on the log included', () => {
  const file = path.join(dir(), 'likes.sqlite');
  const tools = path.join(__dirname, '../../tools');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      path.join(tools, 'register-ts.mjs'),
      path.join(tools, 'killed-store-writer.ts'),
      file,
      '700',
    ],
    { encoding: 'utf8' },
  );
  expect(run.signal).toBe('SIGKILL');
  // Half a frame a crash cut short: SQLite does not replay it, nor is it judged.
  appendFileSync(`${file}-wal`, Buffer.alloc(3000, 0xab));
  const db = openLikesDb(file);
  expect(db.count('test-post-a')).toBe(700);
  db.close();
});

test('a store and -wal written before stores had sessions start, and get one', () => {
  const file = path.join(dir(), 'likes.sqlite');
  crashAfter(
    file,
    `const db = new Database(file); db.pragma('journal_mode = WAL');
     db.exec('CREATE TABLE likes (post_id TEXT PRIMARY KEY, count INTEGER NOT NULL CHECK (count >= 0)) STRICT');
     db.exec('CREATE TABLE like_keys (key TEXT PRIMARY KEY, post_id TEXT NOT NULL, received_at INTEGER NOT NULL) STRICT');
     db.exec('CREATE INDEX like_keys_by_age ON like_keys (received_at)');
     db.pragma('wal_checkpoint(TRUNCATE)');
     db.exec("INSERT INTO likes VALUES ('test-post-a', 6348)")`,
  );
  expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
  const db = openLikesDb(file);
  expect(db.count('test-post-a')).toBe(6348);
  like(db);
  db.close();
  expect(existsSync(`${file}-wal`)).toBe(false);
  const raw = new Database(file, { readonly: true });
  expect(raw.prepare('SELECT count(*) AS n FROM store_session').get()).toEqual({ n: 1 });
  raw.close();
});

test('a reader holding the checkpoint back at start: the log still belongs to the file, which holds the session before', () => {
  const file = path.join(dir(), 'likes.sqlite');
  const first = openLikesDb(file, DEFAULT_LIKES_DB_OPTIONS, CREATE);
  like(first, 2);
  first.close();
  // A backup or Litestream reading an older snapshot: the new session's id stays in the log.
  const reader = new Database(file, { readonly: true });
  reader.exec('BEGIN');
  reader.prepare('SELECT count(*) FROM likes').get();
  const db = openLikesDb(file);
  like(db, 3);
  expect(walBelongsToFile(file)).toBe(true);
  expect(db.fileReplaced()).toBe(false);
  reader.exec('COMMIT');
  reader.close();
  like(db);
  db.close();
  const again = openLikesDb(file);
  expect(again.count('test-post-a')).toBe(6);
  again.close();
});
