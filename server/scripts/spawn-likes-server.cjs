// Starts server/scripts/likes-server-child.ts in its own Node process. Tests and the bench
// use a child process because the server is NodeNext ESM (which Jest cannot load) and
// because kill -9 must hit a real process. Children still alive when the parent exits are
// killed with it. CommonJS so that Jest, the ESM bench and TypeScript tests all load it.
const { spawn } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const { createInterface } = require('node:readline');

const register = path.join(__dirname, 'register-ts.mjs');
const entry = path.join(__dirname, 'likes-server-child.ts');
const alive = new Set();

/**
 * The like counters a test server knows unless told otherwise: fixtures of the tests' own,
 * not the blog's posts (the author adds and removes those).
 */
const TEST_POST_IDS = ['test-post-a', 'test-post-b', 'test-post-c'];

process.on('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

function startLikesServer({
  dbFile,
  rateLimitPerMinute = 0,
  trustProxyHops = 0,
  postIds = TEST_POST_IDS,
  timeoutMs = 20_000,
}) {
  // Where a blog build writes its likeable-posts.json; here, beside the test's database.
  const postsFile = `${dbFile}.likeable-posts.json`;
  writeFileSync(postsFile, JSON.stringify({ postIds }));
  const child = spawn(process.execPath, ['--import', register, entry], {
    env: {
      ...process.env,
      LIKEABLE_POSTS_FILE: postsFile,
      LIKES_DB_FILE: dbFile,
      LIKES_RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute),
      TRUST_PROXY_HOPS: String(trustProxyHops),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  alive.add(child);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      alive.delete(child);
      resolve({ code, signal });
    });
  });

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
