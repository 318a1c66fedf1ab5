// Builds the hosting policy, every app into its own dist/ and the local server. `--missing`
// builds only what has no build yet (npm start on a fresh clone); without it every app is
// rebuilt unless its build was made from the same inputs (scripts/lib/build-inputs.mjs), and
// `--all` rebuilds every app whatever its inputs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_FOLDERS, builtMarker } from './lib/apps.mjs';
import { buildApp } from './lib/build-app.mjs';
import { buildInputsDigest, builtFrom, recordInputs } from './lib/build-inputs.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyMissing = process.argv.includes('--missing');
const everyApp = process.argv.includes('--all');

const TARGETS = [
  {
    name: 'server',
    output: 'server/dist/main.js',
    start: () => run('npx', ['tsc', '-p', 'server/tsconfig.build.json']),
  },
  ...APP_FOLDERS.map((app) => {
    const dist = path.join(root, app, 'dist');
    const inputs = buildInputsDigest(root, app);
    return {
      name: app,
      output: `${app}/dist/${builtMarker(app)}`,
      current: () => builtFrom(dist, inputs),
      start: async () => {
        const built = await buildApp(path.join(root, app));
        recordInputs(dist, inputs);
        return built;
      },
    };
  }),
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

const pending = TARGETS.filter((target) => {
  if (!existsSync(path.join(root, target.output))) return true;
  if (onlyMissing) return false;
  return everyApp || !target.current?.();
});
const unchanged = TARGETS.filter((target) => !pending.includes(target)).map(({ name }) => name);
if (unchanged.length > 0 && !onlyMissing) {
  console.info(`unchanged since their last build (same inputs): ${unchanged.join(', ')}`);
}
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

// Prerender after any app was built (or when it never ran): HTML per page, sitemap, RSS.
const prerendered = existsSync(path.join(root, 'shell/dist/sitemap.xml'));
if (pending.some((target) => APP_FOLDERS.includes(target.name)) || !prerendered) {
  const started = Date.now();
  await build({
    name: 'prerender',
    start: () => run('node', ['scripts/prerender/index.mjs']),
    echo: true,
  });
  console.info(`prerender took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
