// The server's real entry (src/main.ts) run to its exit, for the tests of what it refuses at
// start-up: a server that does not exit in time is killed and fails the test with its output.
import { spawn } from 'node:child_process';
import path from 'node:path';

const REGISTER = path.join(__dirname, 'register-ts.mjs');
const MAIN = path.join(__dirname, '../src/main.ts');

export interface MainExit {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunMainOptions {
  /** Run as this user and group (the tests' unprivileged "nobody"). */
  uid?: number;
  timeoutMs?: number;
}

/** Runs main.ts on an ephemeral local port with `env` added to this process's own. */
export function runMainToExit(
  env: Record<string, string>,
  { uid, timeoutMs = 30_000 }: RunMainOptions = {},
): Promise<MainExit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', REGISTER, MAIN], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(uid === undefined ? {} : { uid, gid: uid }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not exit; it printed:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The one line a refused start prints: exit 1, nothing on stdout, one line on stderr. */
export function refusalLine(exit: MainExit): string {
  expect(exit.code).toBe(1);
  expect(exit.stdout).toBe('');
  const lines = exit.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}
