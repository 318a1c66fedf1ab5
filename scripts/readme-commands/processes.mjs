// @ts-check
// The programs the README stage starts: run to the end, or kept running while the stage
// checks them (a server, a dev site), each stopped with everything it started.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { outputTail } from '../lib/output-tail.mjs';
import { waitForUrl } from '../lib/wait-for-url.mjs';

/**
 * Runs `npm <args>` (as a newcomer types it) to its end.
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export function npm(args, { env = {}, timeoutMs = 300_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => {
      output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(stopped: no end after ${timeoutMs / 1000} s)`;
      killGroup(child.pid);
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** @param {number | undefined} pid the leader of a process group started `detached` */
function killGroup(pid, signal = 'SIGTERM') {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts `npm <args>` and waits until every URL of `readyUrls` answers with a 2xx status.
 * Rejects, with the program's own last lines, when it exits first or is not ready in time.
 * @param {string[]} args
 * @param {string[]} readyUrls
 * @param {{ env?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<{ stop: () => Promise<boolean>, exited: () => boolean }>}
 *   stop: ends the program and all it started (SIGTERM, as a supervisor does); resolves
 *   whether it ended cleanly: exit 0, or by that very signal
 */
export async function npmServing(args, readyUrls, { env = {}, timeoutMs = 240_000 } = {}) {
  const child = spawn('npm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const tail = outputTail(child, 40);
  /** @type {Promise<boolean>} */
  const closed = new Promise((resolve) =>
    child.on('close', (code, signal) => resolve(code === 0 || signal === 'SIGTERM')),
  );
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    killGroup(child.pid);
    const forced = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 10_000);
    const clean = await closed;
    clearTimeout(forced);
    return clean;
  };
  const deadline = Date.now() + timeoutMs;
  for (const url of readyUrls) {
    const ready = await waitForUrl(url, {
      timeoutMs: Math.max(0, deadline - Date.now()),
      intervalMs: 500,
      gaveUp: exited,
    });
    if (!ready) {
      const why = exited() ? `exited with ${child.exitCode ?? child.signalCode}` : 'timed out';
      await stop();
      throw new Error(`npm ${args.join(' ')}: ${url} never answered (${why})${tail.describe()}`);
    }
  }
  return { stop, exited };
}
