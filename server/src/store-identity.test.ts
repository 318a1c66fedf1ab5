import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fingerprint } from '../tools/fingerprint.js';
import { refusalLine, runMainToExit } from '../tools/run-main.js';
import { startLikesServer, TEST_POST_IDS } from '../tools/spawn-likes-server.cjs';
import { tempDirForTests } from '../tools/temp-dir.js';
import { backupStore } from './likes/store-copy.js';

// Issue 45, items 3, 5 and 6: the store a server serves is the file it opened. A backup
// copied over the running store (cp keeps the inode), a second server on the same store,
// and a backup copied under a killed store's -wal are each refused with one line, and no
// like is acknowledged (200) that is not in the file the next start serves.
jest.setTimeout(120_000);

const [POST] = TEST_POST_IDS;
const dir = tempDirForTests('store-identity-');

interface Sent {
  status: number;
  /** When the request was sent (performance.now()). */
  sentAt: number;
}

async function like(base: string): Promise<Sent> {
  const sentAt = performance.now();
  const res = await fetch(`${base}/api/likes/${POST}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
  });
  await res.arrayBuffer();
  return { status: res.status, sentAt };
}

async function likes(base: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) statuses.push((await like(base)).status);
  return statuses;
}

async function countOf(base: string): Promise<number> {
  return ((await (await fetch(`${base}/api/likes/${POST}`)).json()) as { count: number }).count;
}

/** The count in the store as SQLite reads it (its -wal included). */
function storedCount(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare('SELECT count FROM likes WHERE post_id = ?').get(POST) as
      { count: number } | undefined;
    return row?.count ?? 0;
  } finally {
    db.close();
  }
}

/** A store that served `n` likes through a server and was stopped cleanly. */
async function storeWith(file: string, n: number): Promise<void> {
  const server = await startLikesServer({ dbFile: file });
  expect(await likes(server.baseUrl, n)).toEqual(Array(n).fill(200));
  expect((await server.stop()).code).toBe(0);
}

const all = (statuses: number[], status: number): number[] => statuses.map(() => status);

test('a backup copied over the running store (same inode): no like acknowledged after, the copy left as put, its old -wal refused at the next start', async () => {
  const file = path.join(dir(), 'likes.sqlite');
  const backup = path.join(dir(), 'backup.sqlite');
  const server = await startLikesServer({ dbFile: file });
  let copied = 0;
  const during: Sent[] = [];
  try {
    expect(await likes(server.baseUrl, 40)).toEqual(Array(40).fill(200));
    backupStore(file, backup);
    expect(await likes(server.baseUrl, 20)).toEqual(Array(20).fill(200));

    // Readers keep liking, four at a time, while the backup is copied in place.
    let liking = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (liking) during.push(await like(server.baseUrl));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const inode = statSync(file).ino;
    copyFileSync(backup, file);
    copied = performance.now();
    expect(statSync(file).ino).toBe(inode);
    await new Promise((resolve) => setTimeout(resolve, 300));
    liking = false;
    await Promise.all(readers);

    const after = await likes(server.baseUrl, 20);
    expect(after).toEqual(all(after, 503));
    const lines = server.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `the store ${file} (LIKES_DB_FILE) was overwritten while the server ran`,
    );
  } finally {
    expect((await server.stop()).code).toBe(0);
  }
  // Every like sent once the copy was in place was refused: the browser keeps it queued.
  const sentAfter = during.filter((sent) => sent.sentAt > copied);
  expect(sentAfter.length).toBeGreaterThan(0);
  expect(sentAfter.map((sent) => sent.status)).toEqual(sentAfter.map(() => 503));
  // The shutdown folded nothing into the copy: it is the backup as the operator put it.
  const copyFingerprint = fingerprint(backup);
  expect(fingerprint(file)).toBe(copyFingerprint);
  expect(existsSync(`${file}-wal`)).toBe(true);

  // The old store's -wal beside the copy is refused, and both are left as they were.
  const walFingerprint = fingerprint(`${file}-wal`);
  const line = refusalLine(await runMainToExit({ LIKES_DB_FILE: file }, { timeoutMs: 60_000 }));
  expect(line).toMatch(/has a write-ahead log .*-wal that was not written for it/);
  expect(fingerprint(file)).toBe(copyFingerprint);
  expect(fingerprint(`${file}-wal`)).toBe(walFingerprint);

  // The line's way out: the log moved away, the copy serves exactly the backup's likes.
  renameSync(`${file}-wal`, `${file}.foreign-wal`);
  const restarted = await startLikesServer({ dbFile: file, env: { LIKES_CREATE_STORE: '0' } });
  try {
    expect(await countOf(restarted.baseUrl)).toBe(40);
    expect(await likes(restarted.baseUrl, 1)).toEqual([200]);
  } finally {
    await restarted.stop();
  }
  expect(storedCount(file)).toBe(41);
});

test('a second server on the same store refuses to start, in one line; the first serves on; a killed server leaves no stale lock', async () => {
  const file = path.join(dir(), 'likes.sqlite');
  const first = await startLikesServer({ dbFile: file });
  try {
    expect(await likes(first.baseUrl, 25)).toEqual(Array(25).fill(200));
    const line = refusalLine(
      await runMainToExit({ LIKES_DB_FILE: file, LIKES_CREATE_STORE: '1' }, { timeoutMs: 60_000 }),
    );
    expect(line).toMatch(/is in use by another server process/);
    expect(line).toContain(`fuser ${file}-lock`);
    // The first server is untouched by the attempt, and serves what the store holds.
    expect(await likes(first.baseUrl, 5)).toEqual(Array(5).fill(200));
    expect(await countOf(first.baseUrl)).toBe(30);
    expect(storedCount(file)).toBe(30);
  } finally {
    await first.kill();
  }
  // kill -9 drops the lock with the process: the next server starts at once.
  const next = await startLikesServer({ dbFile: file, env: { LIKES_CREATE_STORE: '0' } });
  try {
    expect(await countOf(next.baseUrl)).toBe(30);
  } finally {
    await next.stop();
  }
});

test("a backup copied under a young killed store's -wal is refused; the store with its own -wal, even moved, starts", async () => {
  const file = path.join(dir(), 'likes.sqlite');
  const backup = path.join(dir(), 'backup.sqlite');
  await storeWith(file, 20);
  const server = await startLikesServer({ dbFile: file, env: { LIKES_CREATE_STORE: '0' } });
  expect(await likes(server.baseUrl, 10)).toEqual(Array(10).fill(200));
  backupStore(file, backup);
  expect(await likes(server.baseUrl, 15)).toEqual(Array(15).fill(200));
  await server.kill();
  // A young store's -wal holds every page of it: replayed over the backup, it would be
  // served as if it were the backup (the case: 45 counted, the backup holds 30).
  expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);

  // The killed store and its -wal moved together elsewhere belong together: they start.
  const moved = path.join(dir(), 'moved/likes.sqlite');
  mkdirSync(path.dirname(moved));
  copyFileSync(file, moved);
  copyFileSync(`${file}-wal`, `${moved}-wal`);
  const own = await startLikesServer({ dbFile: moved, env: { LIKES_CREATE_STORE: '0' } });
  try {
    expect(await countOf(own.baseUrl)).toBe(45);
  } finally {
    await own.stop();
  }

  copyFileSync(backup, file);
  const before = fingerprint(file);
  const walBefore = fingerprint(`${file}-wal`);
  const line = refusalLine(await runMainToExit({ LIKES_DB_FILE: file }, { timeoutMs: 60_000 }));
  expect(line).toContain(file);
  expect(line).toMatch(/has a write-ahead log .*-wal that was not written for it/);
  expect(line).toContain(`mv ${file}-wal ${file}.foreign-wal`);
  expect(line).toContain('npm run likes:restore -- BACKUP_FILE');
  expect(fingerprint(file)).toBe(before);
  expect(fingerprint(`${file}-wal`)).toBe(walBefore);

  renameSync(`${file}-wal`, `${file}.foreign-wal`);
  const restarted = await startLikesServer({ dbFile: file, env: { LIKES_CREATE_STORE: '0' } });
  try {
    expect(await countOf(restarted.baseUrl)).toBe(30);
  } finally {
    await restarted.stop();
  }
});
