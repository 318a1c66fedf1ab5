import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The server's real entry (src/main.ts) on a store it must not use: it exits non-zero
// with ONE line on stderr that names the file and the way out, and leaves the file as it
// was. Permission cases run as an unprivileged user (as "nobody" when the tests run as
// root, whom permissions do not stop); the full disk is a 64 KB tmpfs, which needs root.
jest.setTimeout(60_000);

const TOOLS = path.join(__dirname, '../tools');
const MAIN = path.join(__dirname, 'main.ts');
const NOBODY = 65_534;
const isRoot = process.getuid?.() === 0;

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startServer(dbFile: string, asNobody = false): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', path.join(TOOLS, 'register-ts.mjs'), MAIN], {
      env: {
        ...process.env,
        LIKES_DB_FILE: dbFile,
        LIKES_CREATE_STORE: '1',
        PORT: '0',
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asNobody && isRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not exit; it printed:\n${stdout}${stderr}`));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function fingerprint(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

async function expectRefusal(dbFile: string, reason: RegExp, asNobody = false): Promise<string> {
  const before = existsSync(dbFile) ? fingerprint(dbFile) : null;
  const exit = await startServer(dbFile, asNobody);
  expect(exit.code).toBe(1);
  expect(exit.stdout).toBe('');
  const lines = exit.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(dbFile);
  expect(lines[0]).toMatch(reason);
  if (before !== null) expect(fingerprint(dbFile)).toBe(before);
  expect(existsSync(`${dbFile}-wal`)).toBe(false);
  expect(existsSync(`${dbFile}-shm`)).toBe(false);
  return lines[0] ?? '';
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

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-startup-'));
  // The unprivileged user must reach the files it is refused.
  chmodSync(dir, 0o755);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('a 0-byte LIKES_DB_FILE: exit 1, one line naming the file, the file untouched', async () => {
  const file = path.join(dir, 'likes.sqlite');
  writeFileSync(file, '');
  const line = await expectRefusal(file, /is empty \(0 bytes\)/);
  expect(line).toContain('npm run likes:restore');
  expect(statSync(file).size).toBe(0);
});

test('a file that is not a likes store: one line, untouched', async () => {
  const file = path.join(dir, 'likes.sqlite');
  const other = new Database(file);
  other.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY)');
  other.close();
  await expectRefusal(file, /not a likes store \(it holds orders\)/);
});

test('a store the server user cannot read or write: one line, untouched', async () => {
  const file = path.join(dir, 'likes.sqlite');
  validStore(file);
  chmodSync(file, 0o444);
  const line = await expectRefusal(file, /cannot be read and written by this user/, true);
  expect(line).toContain('chown or chmod');
  chmodSync(file, 0o000);
  await expectRefusal(file, /cannot be read and written by this user/, true);
});

test('a store in a folder the server user cannot write: one line, untouched', async () => {
  const folder = path.join(dir, 'store');
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
  const disk = path.join(dir, 'disk');
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
    const exit = await new Promise<Exit>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', path.join(TOOLS, 'register-ts.mjs'), MAIN],
        {
          env: {
            ...process.env,
            LIKES_DB_FILE: path.join(dir, 'likes.sqlite'),
            LIKES_CREATE_STORE: '1',
            PORT: port,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.on('exit', (code) => resolve({ code, stdout: '', stderr }));
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trimEnd().split('\n')).toEqual([
      `Port ${port} on 127.0.0.1 is in use: stop the other server, or set PORT to another port.`,
    ]);
  } finally {
    blocker.kill();
  }
});
