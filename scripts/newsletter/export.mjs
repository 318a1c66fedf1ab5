// npm run newsletter:export [-- FILE]: the newsletter's sign-ups as CSV
// (server/src/newsletter-cli.ts, docs/operations.md). Runs from the server's build, as npm
// start does, building it first if it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'server/dist/newsletter-cli.js');

if (!existsSync(cli)) {
  const build = spawnSync('npx', ['tsc', '-p', 'server/tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
