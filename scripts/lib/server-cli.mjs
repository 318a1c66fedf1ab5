// Runs one of the server's command-line tools (server/src/*-cli.ts) from the server's build,
// as npm start runs the server, building it first if it is missing; exits with its status.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt, REPO_ROOT } from './built-server.mjs';

/**
 * @param {string} name the tool's file in server/dist, without `.js` (likes-store-cli)
 * @param {string[]} args
 */
export async function runServerCli(name, args) {
  await ensureServerBuilt(REPO_ROOT);
  const run = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'server/dist', `${name}.js`), ...args],
    {
      stdio: 'inherit',
    },
  );
  process.exit(run.status ?? 1);
}
