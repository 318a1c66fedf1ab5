// Starts the built local server (server/dist/main.js) on a port with a scratch likes
// database, for scripts that measure or crawl the production site. A server not built yet is
// built first; one that exits early is reported with its own last lines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_FOLDERS, builtMarker } from './apps.mjs';
import { freePort, portIsFree } from './free-port.mjs';
import { outputTail } from './output-tail.mjs';
import { run } from './run.mjs';
import { waitForUrl } from './wait-for-url.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the local server of `root` when it has no build: the prerender of a fresh clone's
 * first `npm run hosting` starts it before anything else has built it.
 * @param {string} root
 */
export async function ensureServerBuilt(root = REPO_ROOT) {
  if (existsSync(path.join(root, 'server/dist/main.js'))) return;
  console.info('The local server is not built yet: building it (server/tsconfig.build.json)');
  await run('npx', ['tsc', '-b', 'hosting-policy/tsconfig.build.json'], { cwd: root });
  await run('npx', ['tsc', '-p', 'server/tsconfig.build.json'], { cwd: root });
}

/**
 * Builds what the site needs and has not been built yet (the apps, the server, the pages), as
 * `npm start` does: for the scripts that serve the production site to measure it.
 * @param {string} root
 */
export async function ensureSiteBuilt(root = REPO_ROOT) {
  const built = (file) => existsSync(path.join(root, file));
  if (
    built('server/dist/main.js') &&
    APP_FOLDERS.every((app) => built(`${app}/dist/${builtMarker(app)}`))
  )
    return;
  // On stderr: a script's own stdout may be read by another program (measure --json).
  console.error('The site is not built yet: building what is missing (scripts/build-all.mjs)');
  const { output } = await run('node', ['scripts/build-all.mjs', '--missing'], { cwd: root });
  process.stderr.write(output);
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
  await ensureServerBuilt(root);
  // Another server there would answer for this one: its figures would be measured instead.
  if (requestedPort && !(await portIsFree(requestedPort))) {
    throw new Error(`port ${requestedPort} is in use: stop what listens there, or choose another`);
  }
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Read on, so that the server never blocks on a full pipe; its last lines tell an early exit.
  const tail = outputTail(child);
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) onUnexpectedExit?.(`${signal ?? code}${tail.describe()}`);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    stopping = true;
    child.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm', '-lock'])
      rmSync(`${dbFile}${suffix}`, { force: true });
  };
  const exited = () => child.exitCode !== null;
  if (await waitForUrl(`${origin}/runtime-manifest.json`, { gaveUp: exited })) {
    return { origin, stop };
  }
  if (exited()) throw new Error(`server exited with ${child.exitCode}${tail.describe()}`);
  stop();
  throw new Error(`server on port ${port} did not start`);
}
