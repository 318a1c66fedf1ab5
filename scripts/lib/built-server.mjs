// Starts the built local server (server/dist/main.js) on a port with a scratch likes
// database, for scripts that measure or crawl the production site.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from './wait-for-url.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now (several builds may run side by side). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {number} [requestedPort] 0 or absent: any free port
 * @param {Record<string, string>} [env] added to the server's environment
 * @param {{ root?: string, onUnexpectedExit?: (reason: string) => void }} [options]
 *   root: the checkout whose server and builds to run (default: this one);
 *   onUnexpectedExit: told when the server exits before `stop()` (a run it would spoil)
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function startBuiltServer(
  requestedPort = 0,
  env = {},
  { root = REPO_ROOT, onUnexpectedExit } = {},
) {
  const port = requestedPort || (await freePort());
  const dbFile = path.join(root, `.data/scratch-${port}.sqlite`);
  mkdirSync(path.dirname(dbFile), { recursive: true });
  const child = spawn('node', ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LIKES_DB_FILE: dbFile,
      LIKES_CREATE_STORE: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) onUnexpectedExit?.(String(signal ?? code));
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    stopping = true;
    child.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
  };
  const exited = () => child.exitCode !== null;
  if (await waitForUrl(`${origin}/runtime-manifest.json`, { gaveUp: exited })) {
    return { origin, stop };
  }
  if (exited()) throw new Error(`server exited with ${child.exitCode}`);
  stop();
  throw new Error(`server on port ${port} did not start`);
}
