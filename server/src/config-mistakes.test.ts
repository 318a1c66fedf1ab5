import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Each configuration mistake an operator can make is ONE line on stderr, what is wrong and
// the way out, and exit 1: never a stack trace, never a server on half a configuration.
jest.setTimeout(60_000);

const MAIN = path.join(__dirname, 'main.ts');
const REGISTER = path.join(__dirname, '../tools/register-ts.mjs');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'config-mistakes-'));
  writeFileSync(path.join(dir, 'a-file'), 'not a folder');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', REGISTER, MAIN], {
      env: {
        ...process.env,
        LIKES_DB_FILE: path.join(dir, 'likes.sqlite'),
        LIKES_CREATE_STORE: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test.each([
  [
    'a port out of range',
    { PORT: '70000' },
    /^PORT must be an integer from 0 to 65535, got "70000"$/,
  ],
  ['a port that is not a number', { PORT: '80a' }, /^PORT must be an integer from 0 to 65535/],
  [
    'a host name that resolves nowhere',
    { HOST: 'no-such-host.invalid' },
    /^HOST no-such-host\.invalid is not an address or a name/,
  ],
  [
    'an address of another machine',
    { HOST: '192.0.2.1' },
    /^HOST 192\.0\.2\.1 is not an address of this machine/,
  ],
  [
    'as many live-count streams per client as connections',
    { LIKES_STREAMS_PER_CLIENT: '64', MAX_CONNECTIONS_PER_CLIENT: '64' },
    /^LIKES_STREAMS_PER_CLIENT \(64\) must be below MAX_CONNECTIONS_PER_CLIENT \(64\): each stream holds a connection/,
  ],
  [
    'a compression setting not understood',
    { SITE_COMPRESSION: 'gzip' },
    /^SITE_COMPRESSION must be "on" or "off", got "gzip"/,
  ],
  [
    'a store path under a file',
    { LIKES_DB_FILE: 'UNDER_A_FILE' },
    /a part of its path is a file, not a folder/,
  ],
  [
    '/dev/null as the store',
    { LIKES_DB_FILE: '/dev/null' },
    /^Likes store \/dev\/null \(LIKES_DB_FILE\) is not a regular file; not starting on it\. Point LIKES_DB_FILE at/,
  ],
  [
    "a key retention below the browsers' retry window",
    { LIKES_KEY_RETENTION_DAYS: '0' },
    /^LIKES_KEY_RETENTION_DAYS must be at least 7, got "0": browsers retry/,
  ],
  [
    'a key retention of 6 days',
    { LIKES_KEY_RETENTION_DAYS: '6' },
    /^LIKES_KEY_RETENTION_DAYS must be at least 7/,
  ],
  [
    'a key retention of a million years (its expiry is no date: the key cap answered 500)',
    { LIKES_KEY_RETENTION_DAYS: '365000000' },
    /^LIKES_KEY_RETENTION_DAYS must be at most 3650 \(ten years\), got "365000000": keys kept longer/,
  ],
  [
    'no room for a like key (every like was answered 503)',
    { LIKES_MAX_KEYS: '0' },
    /^LIKES_MAX_KEYS must be an integer of at least 1, got "0": with no room for a key, every like would be refused \(503\)$/,
  ],
  [
    'no connection per client',
    { MAX_CONNECTIONS_PER_CLIENT: '0' },
    /^MAX_CONNECTIONS_PER_CLIENT must be an integer of at least 1, got "0"$/,
  ],
  [
    'no pipelined request',
    { MAX_PIPELINED_REQUESTS: '0' },
    /^MAX_PIPELINED_REQUESTS must be an integer of at least 1, got "0"$/,
  ],
  [
    'a headers timeout of 0',
    { HEADERS_TIMEOUT_SECONDS: '0' },
    /^HEADERS_TIMEOUT_SECONDS must be an integer from 1 to 3600, got "0"$/,
  ],
  [
    'a commit wait too short for any commit',
    { LIKES_COMMIT_WAIT_MS: '10' },
    /^LIKES_COMMIT_WAIT_MS must be an integer from 100 to 600000, got "10"$/,
  ],
  [
    'a negative rate limit',
    { LIKES_RATE_LIMIT_PER_MINUTE: '-1' },
    /^LIKES_RATE_LIMIT_PER_MINUTE must be a non-negative integer, got "-1"$/,
  ],
  [
    'LIKES_CREATE_STORE not 0 or 1',
    { LIKES_CREATE_STORE: 'yes' },
    /^LIKES_CREATE_STORE must be 1 \(on\) or 0 \(off\)/,
  ],
])('%s: one line, exit 1', async (_, env, reason) => {
  const resolved = Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      name,
      value === 'UNDER_A_FILE' ? path.join(dir, 'a-file', 'likes.sqlite') : value,
    ]),
  );
  const { code, stderr } = await start(resolved);
  expect(code).toBe(1);
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(reason);
  expect(lines[0]).not.toMatch(/\bmv \/dev\/null\b/);
});
