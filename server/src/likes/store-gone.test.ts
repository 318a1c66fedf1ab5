import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLikesServer, TEST_POST_IDS } from '../../tools/spawn-likes-server.cjs';

// A store deleted under a running server (rm, git clean -fdX): SQLite would keep writing
// into the deleted file, so likes answered 200 would be gone at the next start. The server
// notices, refuses likes with 503 and says so in one log line; the next start refuses to
// create an empty store in its place unless the operator asks for one.
jest.setTimeout(60_000);

const [POST] = TEST_POST_IDS;
const MAIN = path.join(__dirname, '../main.ts');
const REGISTER = path.join(__dirname, '../../tools/register-ts.mjs');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-gone-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const like = (base: string): Promise<Response> =>
  fetch(`${base}/api/likes/${POST}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
  });

test('a store deleted while serving: likes 503, one log line; not recreated at the next start', async () => {
  const dbFile = path.join(dir, 'likes.sqlite');
  const server = await startLikesServer({ dbFile });
  try {
    expect((await like(server.baseUrl)).status).toBe(200);
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
    const refused = await Promise.all([like(server.baseUrl), like(server.baseUrl)]);
    expect(refused.map((res) => res.status)).toEqual([503, 503]);
    expect(refused[0]?.headers.get('retry-after')).toBe('60');
    // Counts are still answered: the open store still holds them.
    expect((await fetch(`${server.baseUrl}/api/likes/${POST}`)).status).toBe(200);
    const lines = server.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`the store ${dbFile} (LIKES_DB_FILE) was deleted or moved`);
    expect(lines[0]).toContain('npm run likes:restore');
  } finally {
    await server.stop();
  }
  const restart = spawnSync(process.execPath, ['--import', REGISTER, MAIN], {
    env: { ...process.env, LIKES_DB_FILE: dbFile, PORT: '0', LIKES_CREATE_STORE: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(restart.status).toBe(1);
  expect(restart.stderr.trimEnd().split('\n')).toEqual([
    expect.stringMatching(
      /^Likes store .* \(LIKES_DB_FILE\) does not exist\. .*npm run likes:create/,
    ),
  ]);
});

test('a store moved away and back: likes refused meanwhile, then stored again', async () => {
  const dbFile = path.join(dir, 'likes.sqlite');
  const server = await startLikesServer({ dbFile });
  try {
    renameSync(dbFile, `${dbFile}.away`);
    expect((await like(server.baseUrl)).status).toBe(503);
    renameSync(`${dbFile}.away`, dbFile);
    expect((await like(server.baseUrl)).status).toBe(200);
  } finally {
    await server.stop();
  }
});
