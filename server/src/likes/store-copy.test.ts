import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLikesServer, type RunningLikesServer } from '../../tools/spawn-likes-server.cjs';
import { tempDirForTests } from '../../tools/temp-dir.js';

// npm run likes:backup / likes:restore (src/likes-store-cli.ts, run from source here): a
// backup taken during a flood of likes is one consistent moment of the store, and restored
// into a fresh server it gives exactly the counts it holds; a restore never happens under a
// running server and never deletes the store it replaces.
jest.setTimeout(120_000);

const CLI = path.join(__dirname, '../likes-store-cli.ts');
const REGISTER = path.join(__dirname, '../../tools/register-ts.mjs');
const POSTS = ['test-post-a', 'test-post-b'];

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the store command as npm would: LIKES_DB_FILE, and INIT_CWD for relative names. */
function storeCommand(
  command: 'backup' | 'restore',
  file: string,
  dbFile: string,
  cwd = process.cwd(),
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', REGISTER, CLI, command, file], {
      env: { ...process.env, LIKES_DB_FILE: dbFile, INIT_CWD: cwd },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function expectOneLineRefusal(result: CommandResult, reason: RegExp): void {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(reason);
}

function likeWithKey(base: string, postId: string, key: string = randomUUID()): Promise<Response> {
  return fetch(`${base}/api/likes/${postId}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': key },
  });
}

async function countOf(base: string, postId: string): Promise<number> {
  return ((await (await fetch(`${base}/api/likes/${postId}`)).json()) as { count: number }).count;
}

/** Per post: the stored count and the number of stored keys (one per like counted). */
function contents(file: string): Record<string, { count: number; keys: number }> {
  const db = new Database(file, { readonly: true });
  try {
    const result: Record<string, { count: number; keys: number }> = {};
    for (const postId of POSTS) {
      const count = (
        db.prepare('SELECT count FROM likes WHERE post_id = ?').get(postId) as
          { count: number } | undefined
      )?.count;
      const keys = (
        db.prepare('SELECT count(*) AS n FROM like_keys WHERE post_id = ?').get(postId) as {
          n: number;
        }
      ).n;
      result[postId] = { count: count ?? 0, keys };
    }
    return result;
  } finally {
    db.close();
  }
}

const dir = tempDirForTests('store-copy-');

test('a backup during a like flood, restored into a fresh server: the counts are those at backup', async () => {
  const liveStore = path.join(dir(), 'live/likes.sqlite');
  const server = await startLikesServer({ dbFile: liveStore });
  let sent = 0;
  let acknowledged = 0;
  let flooding = true;
  async function worker(index: number): Promise<void> {
    for (let i = 0; flooding; i += 1) {
      sent += 1;
      const res = await likeWithKey(server.baseUrl, POSTS[(index + i) % 2] ?? 'test-post-a');
      await res.arrayBuffer();
      if (res.status === 200) acknowledged += 1;
    }
  }
  const flood = Promise.all(Array.from({ length: 10 }, (_, i) => worker(i)));
  const backupFile = path.join(dir(), 'backups/likes-backup.sqlite');
  let acknowledgedBefore: number;
  let sentByEnd: number;
  try {
    while (acknowledged < 300) await new Promise((resolve) => setTimeout(resolve, 10));
    acknowledgedBefore = acknowledged;
    const backup = await storeCommand('backup', backupFile, liveStore);
    sentByEnd = sent;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up ${liveStore} to ${backupFile}: 2 posts, [\\d,]+ likes, [\\d,]+ like keys`,
      ),
    );
    // The flood goes on after the backup.
    const after = acknowledged;
    while (acknowledged < after + 100) await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    flooding = false;
    await flood;
    await server.stop();
  }

  const saved = contents(backupFile);
  const total = POSTS.reduce((sum, postId) => sum + (saved[postId]?.count ?? 0), 0);
  // One moment of the store: each post's count is exactly the likes whose keys it holds.
  for (const postId of POSTS) expect(saved[postId]?.count).toBe(saved[postId]?.keys);
  expect(total).toBeGreaterThanOrEqual(acknowledgedBefore);
  expect(total).toBeLessThanOrEqual(sentByEnd);
  expect(total).toBeLessThan(acknowledged);

  const freshStore = path.join(dir(), 'fresh/likes.sqlite');
  const restore = await storeCommand('restore', backupFile, freshStore);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(restore.stdout).toMatch(/^Restored .* into .*fresh\/likes\.sqlite: 2 posts, /);
  const fresh = await startLikesServer({ dbFile: freshStore });
  try {
    for (const postId of POSTS)
      expect(await countOf(fresh.baseUrl, postId)).toBe(saved[postId]?.count);
    // The keys came back too: a like retried after the restore still counts once.
    const db = new Database(backupFile, { readonly: true });
    const { key, post_id: postId } = db
      .prepare('SELECT key, post_id FROM like_keys LIMIT 1')
      .get() as {
      key: string;
      post_id: string;
    };
    db.close();
    const retry = await likeWithKey(fresh.baseUrl, postId, key);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOf(fresh.baseUrl, postId)).toBe(saved[postId]?.count);
  } finally {
    await fresh.stop();
  }
});

test('a restore is refused while a server uses the store; once it is stopped, the old store is kept aside', async () => {
  const store = path.join(dir(), 'likes.sqlite');
  const backupFile = path.join(dir(), 'backup.sqlite');
  let server: RunningLikesServer = await startLikesServer({ dbFile: store });
  for (let i = 0; i < 3; i += 1) await likeWithKey(server.baseUrl, 'test-post-a');
  expect((await storeCommand('backup', backupFile, store)).code).toBe(0);
  for (let i = 0; i < 2; i += 1) await likeWithKey(server.baseUrl, 'test-post-a');

  const refused = await storeCommand('restore', backupFile, store);
  expectOneLineRefusal(
    refused,
    /is in use \(a server has it open\): stop the server, run the restore again/,
  );
  // Nothing changed under the running server.
  expect(await countOf(server.baseUrl, 'test-post-a')).toBe(5);
  expect((await likeWithKey(server.baseUrl, 'test-post-a')).status).toBe(200);
  expect(readdirSync(dir()).filter((name) => name.includes('before-restore'))).toEqual([]);
  expect((await server.stop()).code).toBe(0);

  const restored = await storeCommand('restore', backupFile, store);
  expect(restored.code).toBe(0);
  const kept = readdirSync(dir()).filter((name) =>
    /^likes\.sqlite\.before-restore-\d{8}T\d{6}Z$/.test(name),
  );
  expect(kept).toHaveLength(1);
  expect(restored.stdout).toContain(`kept as ${path.join(dir(), kept[0] ?? '')}`);
  expect(contents(path.join(dir(), kept[0] ?? ''))['test-post-a']?.count).toBe(6);
  server = await startLikesServer({ dbFile: store });
  try {
    expect(await countOf(server.baseUrl, 'test-post-a')).toBe(3);
  } finally {
    await server.stop();
  }
});

test('a restore puts a store back over a 0-byte file, which is kept aside', async () => {
  const store = path.join(dir(), 'likes.sqlite');
  const backupFile = path.join(dir(), 'backup.sqlite');
  const server = await startLikesServer({ dbFile: store });
  await likeWithKey(server.baseUrl, 'test-post-b');
  expect((await storeCommand('backup', backupFile, store)).code).toBe(0);
  await server.stop();
  writeFileSync(store, '');
  expect((await storeCommand('restore', backupFile, store)).code).toBe(0);
  expect(contents(store)['test-post-b']?.count).toBe(1);
  expect(readdirSync(dir()).some((name) => name.startsWith('likes.sqlite.before-restore-'))).toBe(
    true,
  );
});

test('refusals: each one line, nothing written', async () => {
  const store = path.join(dir(), 'likes.sqlite');
  expectOneLineRefusal(
    await storeCommand('backup', path.join(dir(), 'b.sqlite'), store),
    /does not exist: there is nothing to back up/,
  );
  writeFileSync(store, '');
  expectOneLineRefusal(
    await storeCommand('backup', path.join(dir(), 'b.sqlite'), store),
    /is empty \(0 bytes\)/,
  );
  rmSync(store);

  const server = await startLikesServer({ dbFile: store });
  await server.stop();
  writeFileSync(path.join(dir(), 'taken.sqlite'), 'an earlier backup');
  expectOneLineRefusal(
    await storeCommand('backup', path.join(dir(), 'taken.sqlite'), store),
    /exists already: a backup never overwrites a file/,
  );

  writeFileSync(path.join(dir(), 'empty.sqlite'), '');
  expectOneLineRefusal(
    await storeCommand('restore', path.join(dir(), 'empty.sqlite'), store),
    /^Backup .* is empty \(0 bytes\).*not restoring it/,
  );
  const foreign = new Database(path.join(dir(), 'foreign.sqlite'));
  foreign.exec('CREATE TABLE notes (text TEXT)');
  foreign.close();
  expectOneLineRefusal(
    await storeCommand('restore', path.join(dir(), 'foreign.sqlite'), store),
    /not a likes store \(it holds notes\); not restoring it/,
  );
  expectOneLineRefusal(
    await storeCommand('restore', path.join(dir(), 'missing.sqlite'), store),
    /does not exist/,
  );
  expect(
    readdirSync(dir()).filter(
      (name) => name.includes('before-restore') || name.includes('.partial-'),
    ),
  ).toEqual([]);
  expectOneLineRefusal(
    await storeCommand('restore', '', store),
    /^usage: npm run likes:create \| npm run likes:backup -- FILE/,
  );
});

test('FILE is read relative to the folder npm was run from', async () => {
  const store = path.join(dir(), 'likes.sqlite');
  const server = await startLikesServer({ dbFile: store });
  await server.stop();
  const here = path.join(dir(), 'where-i-was');
  mkdirSync(here);
  expect((await storeCommand('backup', 'relative.sqlite', store, here)).code).toBe(0);
  expect(existsSync(path.join(here, 'relative.sqlite'))).toBe(true);
});
