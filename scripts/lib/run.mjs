// Runs a program from a script and fails when it fails: the one way scripts/ starts a build,
// a prerender or a bench step and waits for it.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './repo-root.mjs';

/**
 * Runs `command` with `args` and resolves with its output and how long it took; rejects on a
 * non-zero exit with an error naming the command (its output appended when it was collected).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined>,
 *   output?: 'collect' | 'stream' | 'inherit' }} [options]
 *   env: added to this process's environment;
 *   output: 'collect' keeps it for the caller, 'stream' also prints it as it comes,
 *   'inherit' hands the terminal to the program (nothing is kept)
 * @returns {Promise<{ output: string, seconds: number }>}
 */
export function run(command, args, { cwd = REPO_ROOT, env = {}, output = 'collect' } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    const keep = (chunk) => {
      text += chunk;
      if (output === 'stream') process.stdout.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) {
        resolve({ output: text, seconds });
        return;
      }
      const shown = output === 'collect' && text ? `\n${text}` : '';
      reject(new Error(`${command} ${args.join(' ')}: exit ${code}${shown}`));
    });
  });
}
