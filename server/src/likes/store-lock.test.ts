import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { median, readPages, timedGet, type Timed } from '../../tools/hostile-clients.js';
import { startLikesServer, TEST_POST_IDS } from '../../tools/spawn-likes-server.cjs';

// Another process holds the store's write lock (issue 34: BEGIN IMMEDIATE for seconds):
// pages and counts answer as when idle, likes wait at most LIKES_COMMIT_WAIT_MS and are
// answered 503 with Retry-After, and each like sent again with its key once the lock is
// gone counts exactly once. Before the store had a thread of its own, a like waiting for
// the lock (busy_timeout) froze the whole event loop: every page waited with it.
jest.setTimeout(60_000);

const [POST] = TEST_POST_IDS;
const READER = '127.0.0.2';
const COMMIT_WAIT_MS = 1500;
const LOCK_MS = 4000;
const HOLDER = path.join(__dirname, '../../tools/hold-write-lock.ts');
const REGISTER = path.join(__dirname, '../../tools/register-ts.mjs');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-lock-'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><title>Home</title>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Liked {
  status: number;
  retryAfter: string | null;
  count?: number;
  ms: number;
}

async function like(base: string, key: string): Promise<Liked> {
  const started = performance.now();
  const res = await fetch(`${base}/api/likes/${POST}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': key },
  });
  const body = (await res.json()) as { count?: number };
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    count: body.count,
    ms: performance.now() - started,
  };
}

/** Runs hold-write-lock.ts on `file`; resolves once it holds the lock. */
async function holdWriteLock(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const holder = spawn(process.execPath, ['--import', REGISTER, HOLDER, file, String(ms)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: holder.stdout });
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => line === word && resolve());
      holder.once('exit', (code) => reject(new Error(`lock holder exited (${code})`)));
    });
  const released = said('released');
  released.catch(() => undefined);
  await said('locked');
  return { released };
}

test('another process holding the write lock: pages and counts as fast as idle, likes 503 within the wait, each counted once later', async () => {
  const dbFile = path.join(dir, 'likes.sqlite');
  const server = await startLikesServer({
    dbFile,
    descriptorLimit: 1024,
    env: { SHELL_DIST: path.join(dir, 'shell'), LIKES_COMMIT_WAIT_MS: String(COMMIT_WAIT_MS) },
  });
  const base = server.baseUrl;
  try {
    expect((await like(base, randomUUID())).status).toBe(200);
    await readPages(`${base}/`, READER, 10); // warm-up
    const idlePages = await readPages(`${base}/`, READER, 20);
    const idleCounts = await readPages(`${base}/api/likes/${POST}`, READER, 20);

    const lock = await holdWriteLock(dbFile, LOCK_MS);
    const lockedAt = performance.now();
    let holding = true;
    void lock.released.then(() => (holding = false));
    // Readers like, as readers do, all along: each like waits for the lock.
    const keys: string[] = [];
    const likes: Promise<Liked>[] = [];
    const liking = (async () => {
      while (performance.now() - lockedAt < LOCK_MS - COMMIT_WAIT_MS) {
        const key = randomUUID();
        keys.push(key);
        likes.push(like(base, key));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const pages: Timed[] = [];
    const counts: Timed[] = [];
    while (holding) {
      pages.push(await timedGet(`${base}/`, READER));
      counts.push(await timedGet(`${base}/api/likes/${POST}`, READER));
    }
    await liking;
    const during = await Promise.all(likes);

    const ms = (answers: Timed[]) => answers.map((answer) => answer.ms);
    console.info(
      `write lock held ${Math.round(performance.now() - lockedAt)} ms: page median ${median(idlePages.ms).toFixed(1)} ms idle, ${median(ms(pages)).toFixed(1)} ms locked (worst ${Math.max(...ms(pages)).toFixed(1)}); count ${median(idleCounts.ms).toFixed(1)} / ${median(ms(counts)).toFixed(1)} ms (worst ${Math.max(...ms(counts)).toFixed(1)}); likes ${during.map((l) => `${l.status} in ${Math.round(l.ms)} ms`).join(', ')}`,
    );
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.every((answer) => answer.status === 200)).toBe(true);
    expect(counts.every((answer) => answer.status === 200)).toBe(true);
    expect(median(ms(pages))).toBeLessThan(10 * median(idlePages.ms));
    expect(median(ms(counts))).toBeLessThan(10 * median(idleCounts.ms));
    // No page or count waited for the lock, as long as any like did.
    expect(Math.max(...ms(pages), ...ms(counts))).toBeLessThan(COMMIT_WAIT_MS);

    // Every like sent in the lock's first seconds met it: a 503 to retry, within the wait.
    expect(during.length).toBeGreaterThanOrEqual(4);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('2');
      expect(answer.ms).toBeLessThan(COMMIT_WAIT_MS + 1000);
    }
    const lines = server.stderr().trim().split('\n');
    expect(lines.some((line) => /write lock.*fuser/.test(line))).toBe(true);

    // The browsers' queues send them again once the lock is gone: each counts once.
    await lock.released;
    const retried: Liked[] = [];
    for (const key of keys) retried.push(await like(base, key));
    expect(retried.map((answer) => answer.status)).toEqual(keys.map(() => 200));
    // The first like, and each of these once, whether its commit landed late or not at all.
    const after = await like(base, keys[0]!);
    expect(after.count).toBe(1 + keys.length);
  } finally {
    await server.kill();
  }
});
