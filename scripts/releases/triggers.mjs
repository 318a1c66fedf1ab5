// @ts-check
// node scripts/releases/triggers.mjs [--check]
// Writes each site workflow's `on.push.paths` and `on.pull_request.paths` from what that
// site's production build read (node_modules/.cache/build-inputs/<app>.json, written by every
// `npm run build`) and what its deploy serves beyond the bundle (site-triggers.mjs). --check
// writes nothing and fails when a workflow differs: the triggers cannot drift from the builds.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTIONS, SHELL } from '@site/sections';
import { BUILD_INPUTS_DIR } from '../../toolchain/build-inputs-plugin.mjs';
import { siteTriggers } from './site-triggers.mjs';
import { readPaths, writePaths } from './workflow-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
const trackedFiles = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/** @type {[string, string][]} site name and app folder */
const sites = [
  ['shell', SHELL.app],
  ...Object.entries(SECTIONS).map(
    ([name, section]) => /** @type {[string, string]} */ ([name, section.app]),
  ),
];

let stale = 0;
for (const [site, appFolder] of sites) {
  const inputsFile = path.join(root, BUILD_INPUTS_DIR, `${appFolder}.json`);
  if (!existsSync(inputsFile)) {
    console.error(
      `releases:triggers: no ${path.relative(root, inputsFile)}; run npm run build first`,
    );
    process.exit(1);
  }
  const buildInputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  const patterns = siteTriggers({ site, appFolder, buildInputs, trackedFiles, root });
  const workflowFile = path.join(root, '.github/workflows', `${site}.yml`);
  const text = readFileSync(workflowFile, 'utf8');
  // A push releases when what the site serves changes; the workflow's own file is not served
  // (a change to how it deploys is shipped by hand: workflow_dispatch). A pull request that
  // changes the workflow runs it, so the change is tried before it lands.
  const ownFile = `.github/workflows/${site}.yml`;
  const wanted = writePaths(writePaths(text, 'push', patterns), 'pull_request', [
    ownFile,
    ...patterns,
  ]);
  if (wanted === text) continue;
  stale += 1;
  if (check) {
    const had = readPaths(text, 'push') ?? [];
    const missing = patterns.filter((pattern) => !had.includes(pattern));
    const extra = had.filter((pattern) => !patterns.includes(pattern));
    console.error(
      `${path.relative(root, workflowFile)}: paths differ from the build (missing ${missing.join(', ') || '-'}; extra ${extra.join(', ') || '-'})`,
    );
  } else {
    writeFileSync(workflowFile, wanted);
    console.info(`wrote ${path.relative(root, workflowFile)}: ${patterns.length} patterns`);
  }
}
if (check && stale > 0) {
  console.error('releases:triggers: run `npm run build && node scripts/releases/triggers.mjs`');
  process.exit(1);
}
console.info(
  `releases:triggers: ${sites.length} workflows ${check ? 'match their builds' : 'up to date'}`,
);
