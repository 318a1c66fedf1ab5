import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SiteServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A likes store, the files SQLite keeps beside it in WAL mode, and the server's lock file. */
function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-lock']) {
    rmSync(path.join(REPO_ROOT, `${file}${suffix}`), { force: true });
  }
}

/**
 * Starts the built local server on `port` with extra environment, ready to serve, on a fresh
 * likes database of its own, which `stop()` removes (a database given in `env` is the
 * caller's and stays).
 */
export async function startSiteServer(
  port: number,
  env: Record<string, string> = {},
): Promise<SiteServer> {
  const url = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer instead of this one.
  const stale = await fetch(`${url}/runtime-manifest.json`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is already in use: stop what listens there`);
  const ownDatabase = env.LIKES_DB_FILE ? null : `.data/e2e-${port}-${Date.now()}.sqlite`;
  const cleanUp = () => {
    if (ownDatabase) {
      removeDatabase(ownDatabase);
      removeDatabase(`${ownDatabase}.newsletter`);
    }
  };
  const child = spawn('node', ['server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      // Each run's own, new store (docs/operations.md: a missing store is created only when asked).
      LIKES_CREATE_STORE: '1',
      ...(ownDatabase
        ? { LIKES_DB_FILE: ownDatabase, NEWSLETTER_DB_FILE: `${ownDatabase}.newsletter` }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = await waitForUrl(`${url}/runtime-manifest.json`, {
    gaveUp: () => child.exitCode !== null,
  });
  if (!ready && child.exitCode !== null) {
    cleanUp();
    throw new Error(`server exited: ${output}`);
  }
  if (!ready) {
    child.kill('SIGKILL');
    cleanUp();
    throw new Error(`server on port ${port} was not ready within 10 s: ${output}`);
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      // Once the server has closed the database, so SQLite does not write it again.
      cleanUp();
    },
  };
}
