// npm run deploy -- <site|all> [--target production|emulator] [--channel NAME] [--dry-run]
//   [--skip-tests] [--source DIR: build the section from another copy of its app folder]
// Ships one site: its app's tests, its build, and the release of its pages with it
// (stage.mjs): its own site and a pages-only release of the shell's site made from the
// shell's live files (the shell's code is not rebuilt). The blog's release also deploys the
// Firestore rules its posts need.
//   production  firebase deploy (publish.mjs); the live releases are read from the public sites
//   emulator    the running `npm run hosting` serves the staged folders at once
// --dry-run stages into .hosting/dry-run/<target> (never the folders a target is served from)
// and prints what would change and the commands it would run.
// --channel NAME: a preview of one site instead of a release (ship-preview.mjs): a section
// on channel NAME of its site, and the shell's site on channel NAME, its pages rendered with
// it and its runtime manifest pointing there (for the shell, its channel alone); the live
// sites untouched.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASE_OPTIONS, RELEASE_TARGETS, shipRelease } from './ship-release.mjs';
import { shipPreview } from './ship-preview.mjs';
import { readTopology } from '@site/hosting-policy';
import { REPO_ROOT } from '../lib/repo-root.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ...RELEASE_OPTIONS,
    channel: { type: 'string' },
    'skip-tests': { type: 'boolean', default: false },
    source: { type: 'string' },
  },
});

const topology = readTopology();
const names = Object.keys(topology.sites);
const [site] = positionals;
if (!site || !(site === 'all' || topology.sites[site])) {
  console.error(
    `usage: npm run deploy -- <${[...names, 'all'].join('|')}> [--target ${RELEASE_TARGETS.join('|')}] [--channel NAME] [--dry-run]`,
  );
  process.exit(2);
}
if (!RELEASE_TARGETS.includes(args.target)) {
  console.error(`--target must be ${RELEASE_TARGETS.join(' or ')}`);
  process.exit(2);
}
const sites = site === 'all' ? names : [site];
if (args.source && (sites.length !== 1 || site === 'shell')) {
  console.error('--source builds one section');
  process.exit(2);
}

if (args.channel && sites.length !== 1) {
  console.error('--channel previews one site: npm run deploy -- <site> --channel NAME');
  process.exit(2);
}

if (!args['skip-tests']) {
  const projects = [...new Set([...sites.map((name) => topology.sites[name].app), 'shared'])];
  console.info(`$ npx jest --selectProjects ${projects.join(' ')} --ci`);
  const tests = spawnSync('npx', ['jest', '--selectProjects', ...projects, '--ci'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (tests.status !== 0) process.exit(tests.status ?? 1);
}

const sources = args.source ? { [topology.sites[site].app]: path.resolve(args.source) } : {};
if (args.channel) {
  try {
    await shipPreview({
      target: args.target,
      section: site,
      channel: args.channel,
      sources,
      dryRun: args['dry-run'],
    });
  } catch (error) {
    console.error(`deploy: ${error.message}`);
    process.exit(1);
  }
  process.exit(0);
}

await shipRelease(
  'deploy',
  `${site} release for ${args.target}`,
  {
    target: args.target,
    sites,
    sources,
  },
  { dryRun: args['dry-run'] },
);
