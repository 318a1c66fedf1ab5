import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { untouchedCheck } from '../tools/fingerprint.js';
import { type MainExit, refusalLine, runMainToExit } from '../tools/run-main.js';
import { tempDirForTests } from '../tools/temp-dir.js';

// The server's real entry (src/main.ts) on a store it must not use: it exits non-zero
// with ONE line on stderr that names the file and the way out, and leaves the file as it
// was. Permission cases run as an unprivileged user (as "nobody" when the tests run as
// root, whom permissions do not stop); the full disk is a 64 KB tmpfs, which needs root.
jest.setTimeout(60_000);

const NOBODY = 65_534;
const isRoot = process.getuid?.() === 0;

/** The real entry on `dbFile` (which it may create), as "nobody" when asked and run as root. */
function startServer(dbFile: string, asNobody = false): Promise<MainExit> {
  return runMainToExit(
    { LIKES_DB_FILE: dbFile, LIKES_CREATE_STORE: '1' },
    asNobody && isRoot ? { uid: NOBODY } : {},
  );
}

async function expectRefusal(dbFile: string, reason: RegExp, asNobody = false): Promise<string> {
  const expectUntouched = untouchedCheck(dbFile);
  const line = refusalLine(await startServer(dbFile, asNobody));
  expect(line).toContain(dbFile);
  expect(line).toMatch(reason);
  expectUntouched();
  return line;
}

function validStore(file: string): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE likes (post_id TEXT PRIMARY KEY, count INTEGER NOT NULL) STRICT');
  db.exec(
    'CREATE TABLE like_keys (key TEXT PRIMARY KEY, post_id TEXT NOT NULL, received_at INTEGER NOT NULL) STRICT',
  );
  db.exec("INSERT INTO likes VALUES ('test-post-a', 6348)");
  db.close();
}

const dir = tempDirForTests('store-startup-');
beforeEach(() => {
  // The unprivileged user must reach the files it is refused.
  chmodSync(dir(), 0o755);
});

test('a 0-byte LIKES_DB_FILE: exit 1, one line naming the file, the file untouched', async () => {
  const file = path.join(dir(), 'likes.sqlite');
  writeFileSync(file, '');
  const line = await expectRefusal(file, /is empty \(0 bytes\)/);
  expect(line).toContain('npm run likes:restore');
  expect(statSync(file).size).toBe(0);
});

test('a file that is not a likes store: one line, untouched', async () => {
  const file = path.join(dir(), 'likes.sqlite');
  const other = new Database(file);
  other.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY)');
  other.close();
  await expectRefusal(file, /not a likes store \(it holds orders\)/);
});

test('a store the server user cannot read or write: one line, untouched', async () => {
  const file = path.join(dir(), 'likes.sqlite');
  validStore(file);
  chmodSync(file, 0o444);
  const line = await expectRefusal(file, /cannot be read and written by this user/, true);
  expect(line).toContain('chown or chmod');
  chmodSync(file, 0o000);
  await expectRefusal(file, /cannot be read and written by this user/, true);
});

test('a store in a folder the server user cannot write: one line, untouched', async () => {
  const folder = path.join(dir(), 'store');
  mkdirSync(folder);
  const file = path.join(folder, 'likes.sqlite');
  validStore(file);
  chmodSync(file, 0o666);
  chmodSync(folder, 0o555);
  const line = await expectRefusal(file, /is not writable by this user/, true);
  expect(line).toContain('-wal and -shm');
});

function mountTinyDisk(mountPoint: string): string | null {
  if (!isRoot) return 'mounting a tmpfs needs root';
  mkdirSync(mountPoint);
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mountPoint]);
  return mount.status === 0 ? null : `mount failed: ${String(mount.stderr).trim()}`;
}

test('a full disk: one line that says so', async () => {
  const disk = path.join(dir(), 'disk');
  const cannot = mountTinyDisk(disk);
  if (cannot) {
    console.warn(`Skipping the full-disk start-up check: ${cannot}`);
    return;
  }
  try {
    writeFileSync(path.join(disk, 'filler'), Buffer.alloc(60 * 1024));
    const fill = () => writeFileSync(path.join(disk, `more-${Math.random()}`), Buffer.alloc(4096));
    expect(() => {
      for (let i = 0; i < 100; i += 1) fill();
    }).toThrow(/ENOSPC/);
    const exit = await startServer(path.join(disk, 'likes.sqlite'));
    expect(exit.code).toBe(1);
    const lines = exit.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^No space left on the disk of the likes store .*likes\.sqlite/);
  } finally {
    spawnSync('umount', [disk]);
  }
});

test('a port in use: one line, not a stack', async () => {
  const blocker = spawn(
    process.execPath,
    [
      '-e',
      "require('net').createServer().listen(0,'127.0.0.1',function(){console.log(this.address().port)})",
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  try {
    const port = await new Promise<string>((resolve) =>
      blocker.stdout.setEncoding('utf8').once('data', (chunk: string) => resolve(chunk.trim())),
    );
    const exit = await runMainToExit({
      LIKES_DB_FILE: path.join(dir(), 'likes.sqlite'),
      LIKES_CREATE_STORE: '1',
      PORT: port,
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trimEnd().split('\n')).toEqual([
      `Port ${port} on 127.0.0.1 is in use: stop the other server, or set PORT to another port.`,
    ]);
  } finally {
    blocker.kill();
  }
});
