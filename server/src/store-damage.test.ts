import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  openSync,
  closeSync,
  statSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fingerprint } from '../tools/fingerprint.js';
import { refusalLine, runMainToExit } from '../tools/run-main.js';
import { tempDirForTests } from '../tools/temp-dir.js';
import { backupStore, restoreStore } from './likes/store-copy.js';
import { checkStoreSound } from './likes/store-soundness.js';

// A store damaged by a crash or a careless copy is refused by the server's real entry
// (src/main.ts) at start-up, in one line naming the file and the way back, and left as it
// was found (its -wal too): no page, count or like is served from it. The crashed stores
// are made by a process that writes likes and kills itself with SIGKILL.
jest.setTimeout(120_000);

const TOOLS = path.join(__dirname, '../tools');
const MAIN = path.join(__dirname, 'main.ts');
const WRITER = path.join(TOOLS, 'killed-store-writer.ts');

/** Adds `likes` likes to the store at `file`, then is killed with SIGKILL mid-life. */
function crashAfterWriting(file: string, likes: number): void {
  const run = spawnSync(
    process.execPath,
    ['--import', path.join(TOOLS, 'register-ts.mjs'), WRITER, file, String(likes)],
    { encoding: 'utf8' },
  );
  expect(run.signal).toBe('SIGKILL');
  // The crash left commits in the write-ahead log, not yet in the file.
  expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
}

async function expectDamageRefused(file: string, reason: RegExp): Promise<string> {
  const before = fingerprint(file);
  const walBefore = existsSync(`${file}-wal`) ? fingerprint(`${file}-wal`) : null;
  const line = refusalLine(await runMainToExit({ LIKES_DB_FILE: file }, { timeoutMs: 60_000 }));
  expect(line).toContain(file);
  expect(line).toMatch(reason);
  expect(line).toContain('npm run likes:restore -- BACKUP_FILE');
  // The evidence is kept: the file and its write-ahead log as they were.
  expect(fingerprint(file)).toBe(before);
  if (walBefore !== null) expect(fingerprint(`${file}-wal`)).toBe(walBefore);
  return line;
}

const dir = tempDirForTests('store-damage-');

test('kill -9, then the file cut to 8192 bytes beside its -wal: refused, file and -wal kept', async () => {
  const file = path.join(dir(), 'likes.sqlite');
  crashAfterWriting(file, 60_000);
  truncateSync(file, 8192);
  const line = await expectDamageRefused(
    file,
    /is damaged with the write-ahead log .*-wal beside it/,
  );
  // The way back names both files: moving the store alone would leave its -wal behind.
  expect(line).toContain(`mv ${file}-wal`);
});

test("a backup copied over a killed store's leftover -wal: refused, not served mixed", async () => {
  const file = path.join(dir(), 'likes.sqlite');
  const backup = path.join(dir(), 'backup.sqlite');
  crashAfterWriting(file, 40_000);
  backupStore(file, backup);
  crashAfterWriting(file, 20_000);
  // What an operator might do instead of npm run likes:restore.
  copyFileSync(backup, file);
  const line = await expectDamageRefused(
    file,
    /has a write-ahead log .*-wal that was not written for it/,
  );
  expect(line).toContain(`mv ${file}-wal ${file}.foreign-wal`);
});

test("damage on the likes table's root page: refused", async () => {
  const file = path.join(dir(), 'likes.sqlite');
  crashAfterWriting(file, 2_000);
  // A clean close folds the -wal into the file, so the damage is in the file alone.
  const db = new Database(file);
  const { rootpage } = db
    .prepare<[], { rootpage: number }>("SELECT rootpage FROM sqlite_schema WHERE name = 'likes'")
    .get()!;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  expect(existsSync(`${file}-wal`)).toBe(false);
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(64, 0xa5), 0, 64, (rootpage - 1) * pageSize);
  closeSync(fd);
  await expectDamageRefused(file, /is damaged \(SQLite quick_check: .*\); not starting on it/);
});

test('a sound store left by kill -9 starts, its -wal replayed', async () => {
  const file = path.join(dir(), 'likes.sqlite');
  crashAfterWriting(file, 3_000);
  const child = spawn(process.execPath, ['--import', path.join(TOOLS, 'register-ts.mjs'), MAIN], {
    env: { ...process.env, LIKES_DB_FILE: file, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('Site ready')) resolve(out);
    });
    child.on('exit', () => resolve(out));
  });
  child.kill('SIGTERM');
  expect(ready).toContain('Site ready');
  await new Promise((resolve) => child.once('exit', resolve));
  const db = new Database(file, { readonly: true });
  expect(db.prepare("SELECT count FROM likes WHERE post_id = 'test-post-a'").get()).toEqual({
    count: 3_000,
  });
  db.close();
});

test('likes:restore over a killed store: its leftover -wal goes aside, never onto the backup', () => {
  const file = path.join(dir(), 'likes.sqlite');
  const backup = path.join(dir(), 'backup.sqlite');
  crashAfterWriting(file, 4_000);
  backupStore(file, backup);
  crashAfterWriting(file, 3_000);
  const { keptAs } = restoreStore(backup, file);
  // Nothing of the old store's log is beside the restored one.
  expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
  expect(existsSync(`${file}-shm`)).toBe(false);
  const count = (store: string): unknown => {
    const db = new Database(store, { readonly: true });
    try {
      return db.prepare("SELECT count FROM likes WHERE post_id = 'test-post-a'").get();
    } finally {
      db.close();
    }
  };
  expect(count(file)).toEqual({ count: 4_000 });
  // The replaced store keeps every like it had, its log's included.
  expect(count(keptAs!)).toEqual({ count: 7_000 });
  // The restored store passes the start-up check.
  expect(checkStoreSound(file)).toBe('marked');
});
