// Builds the hosting policy, every app into its own dist/ and the local server. `--missing`
// builds only what has no build yet (npm start on a fresh clone); without it everything is
// rebuilt.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_FOLDERS } from './lib/apps.mjs';
import { buildApp } from './lib/build-app.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyMissing = process.argv.includes('--missing');

const TARGETS = [
  {
    name: 'server',
    output: 'server/dist/main.js',
    start: () => run('npx', ['tsc', '-p', 'server/tsconfig.build.json']),
  },
  ...APP_FOLDERS.map((app) => ({
    name: app,
    output: `${app}/dist/mf-manifest.json`,
    start: () => buildApp(path.join(root, app)),
  })),
];

/** Builds a target; its output is shown when it fails, or when it asks to be. */
async function build(target) {
  const { output, seconds } = await target.start();
  if (target.echo) process.stdout.write(output);
  console.info(`built ${target.name} in ${seconds.toFixed(1)} s`);
}

// The hosting policy first, always: the server and the prerender run its build. tsc -b skips
// it when its build is newer than its sources.
try {
  await build({
    name: 'hosting-policy',
    start: () => run('npx', ['tsc', '-b', 'hosting-policy/tsconfig.build.json']),
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const pending = TARGETS.filter(
  (target) => !onlyMissing || !existsSync(path.join(root, target.output)),
);
// Two at a time: the machines this runs on have two cores.
const queue = [...pending];
async function worker() {
  for (let target = queue.shift(); target; target = queue.shift()) await build(target);
}
try {
  await Promise.all([worker(), worker()]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// Prerender after any app changed (or when it never ran): HTML per page, sitemap, RSS.
const prerendered = existsSync(path.join(root, 'shell/dist/sitemap.xml'));
if (pending.length > 0 || !prerendered) {
  const started = Date.now();
  await build({
    name: 'prerender',
    start: () => run('node', ['scripts/prerender/index.mjs']),
    echo: true,
  });
  console.info(`prerender took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
