// npm run dev: the composed site in development. Each remote on its own dev server (its port
// is the map's, @site/sections; open one alone to work on it with fast rebuilds), the shell
// on its own reading a runtime manifest that points at them, and the local server on 3100
// for the likes API (the shell's dev server proxies /api to it).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTIONS, SECTION_NAMES, SHELL } from '@site/sections';
import { SECTION_FOLDERS, SHELL_FOLDER } from './lib/apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The server runs the hosting policy's build: tsc -b rebuilds it only when its sources changed.
for (const build of [
  ['tsc', '-b', 'hosting-policy/tsconfig.build.json'],
  ['tsc', '-p', 'server/tsconfig.build.json'],
]) {
  if (spawnSync('npx', build, { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const processes = [
  ['likes API', 'node', ['server/dist/main.js'], { PORT: '3100' }],
  // Each section compiled whole (scripts/dev-section-config.mjs says why), the shell as usual.
  ...Object.values(SECTION_FOLDERS).map((app) => [
    app,
    'npx',
    [
      'rspack',
      'serve',
      '-c',
      'scripts/dev-section-config.mjs',
      '--env',
      `app=${app}`,
      '--mode',
      'development',
    ],
    {},
  ]),
  [
    SHELL_FOLDER,
    'npx',
    ['rspack', 'serve', '-c', `${SHELL_FOLDER}/rspack.config.mjs`, '--mode', 'development'],
    {},
  ],
].map(([name, command, args, env]) => {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${name} exited with ${code}`);
  });
  return child;
});

const remotePorts = SECTION_NAMES.map((name) => `${name} ${SECTIONS[name].devPort}`);
console.info(
  `Composed dev site: http://localhost:${SHELL.devPort}/ (remotes on ${remotePorts.join(', ')})`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of processes) child.kill(signal);
    process.exit(0);
  });
}
