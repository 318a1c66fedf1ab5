// npm start: builds whatever has not been built yet, then serves the whole site (shell,
// three remotes each from its own dist, the embedded likes service) from one local server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseServer } from './lib/supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const build = spawnSync('node', ['scripts/build-all.mjs', '--missing'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

superviseServer(spawn('node', ['server/dist/main.js'], { cwd: root, stdio: 'inherit' }));
