// @ts-check
// Starts server/tools/likes-server-child.ts in its own Node process. Tests and the bench
// use a child process because the server is NodeNext ESM (which Jest cannot load) and
// because kill -9 must hit a real process. Children still alive when the parent exits are
// killed with it. CommonJS so that Jest, the ESM bench and TypeScript tests all load it.
const { spawn } = require('node:child_process');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { createInterface } = require('node:readline');

const register = path.join(__dirname, 'register-ts.mjs');
const entry = path.join(__dirname, 'likes-server-child.ts');
/** @type {Set<import('node:child_process').ChildProcess>} */
const alive = new Set();

/**
 * The like counters a test server knows unless told otherwise: fixtures of the tests' own,
 * not the blog's posts (the author adds and removes those).
 */
const TEST_POST_IDS = /** @type {const} */ (['test-post-a', 'test-post-b', 'test-post-c']);

/**
 * @typedef {object} LikesServerOptions
 * @property {string} dbFile SQLite file; reuse it across starts to test persistence.
 * @property {number} [rateLimitPerMinute] 0 (the default here) turns the limit off.
 * @property {number} [trustProxyHops] TRUST_PROXY_HOPS (default 0: X-Forwarded-For ignored).
 * @property {readonly string[]} [postIds] The like counters the server knows (default TEST_POST_IDS).
 * @property {Record<string, string>} [env] More environment (LIKES_MAX_STREAMS, SHELL_DIST, ...).
 * @property {number} [descriptorLimit] Starts the server under `prlimit --nofile=N` (Linux).
 * @property {number} [timeoutMs]
 */

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit */

/**
 * @typedef {object} RunningLikesServer
 * @property {number} port
 * @property {string} baseUrl http://127.0.0.1:port
 * @property {number | undefined} pid
 * @property {Promise<Exit>} exited
 * @property {() => string} stderr Everything the server wrote to stderr so far (its log).
 * @property {() => Promise<Exit>} stop SIGTERM: graceful shutdown (streams ended, database checkpointed).
 * @property {() => Promise<Exit>} kill SIGKILL: the crash case.
 */

process.on('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

/**
 * @param {LikesServerOptions} options
 * @returns {Promise<RunningLikesServer>}
 */
function startLikesServer({
  dbFile,
  rateLimitPerMinute = 0,
  trustProxyHops = 0,
  postIds = TEST_POST_IDS,
  env = {},
  descriptorLimit,
  timeoutMs = 20_000,
}) {
  // Where a blog build writes its likeable-posts.json; here, beside the test's database.
  const postsFile = `${dbFile}.likeable-posts.json`;
  mkdirSync(path.dirname(dbFile), { recursive: true });
  writeFileSync(postsFile, JSON.stringify({ postIds }));
  const node = [process.execPath, '--import', register, entry];
  // prlimit sets the limit and executes node in its place: the child's pid is the server's.
  const [command, ...args] =
    descriptorLimit === undefined ? node : ['prlimit', `--nofile=${descriptorLimit}`, ...node];
  const child = spawn(/** @type {string} */ (command), args, {
    env: {
      ...process.env,
      LIKEABLE_POSTS_FILE: postsFile,
      LIKES_DB_FILE: dbFile,
      LIKES_RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute),
      TRUST_PROXY_HOPS: String(trustProxyHops),
      // A test's own store, new unless the test reuses dbFile (override with env).
      LIKES_CREATE_STORE: '1',
      // Tests and benches send hundreds of requests at once from 127.0.0.1; the tests of
      // the cap itself set it (connection-limits.test.ts).
      MAX_CONNECTIONS_PER_CLIENT: '100000',
      // The newsletter's store beside the test's likes store, never the repository's.
      NEWSLETTER_DB_FILE: `${dbFile}.newsletter.sqlite`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  alive.add(child);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      alive.delete(child);
      resolve({ code, signal });
    });
  });

  /** @type {Promise<number>} */
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Likes server did not start within ${timeoutMs} ms:\n${stderr}`));
    }, timeoutMs);
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      clearTimeout(timer);
      lines.close();
      child.stdout.resume();
      resolve(JSON.parse(line).port);
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`Likes server exited (${code ?? signal}) before listening:\n${stderr}`));
    });
  });

  return ready.then((port) => ({
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    exited,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  }));
}

module.exports = { startLikesServer, TEST_POST_IDS };
