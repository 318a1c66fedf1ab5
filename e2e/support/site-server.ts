import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SiteServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built local server on `port` with extra environment, ready to serve. */
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
  const child = spawn('node', ['server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      LIKES_DB_FILE: `.data/e2e-${port}-${Date.now()}.sqlite`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ready = false;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/runtime-manifest.json`)).ok) {
        ready = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`server on port ${port} was not ready within 10 s: ${output}`);
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
