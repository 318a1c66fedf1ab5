// npm run deploy -- <site> [--target production|emulator] [--channel NAME] [--dry-run]
//   [--skip-tests] [--source DIR: build the section from another copy of its app folder]
// Ships one site alone: runs its app's tests, builds it for the target, stages it (a section
// carries its previous releases' hashed files for open tabs) and deploys that site only.
//   production  firebase deploy --only hosting:<site> (or a preview channel with --channel)
//   emulator    the running Hosting emulator (npm run hosting) serves the staged folder at once
// The shell's site is not touched by a section's release.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAGING_ROOT, stage } from './stage.mjs';
import { REPO_ROOT, readTopology } from './topology.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    target: { type: 'string', default: 'production' },
    channel: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'skip-tests': { type: 'boolean', default: false },
    source: { type: 'string' },
  },
});

const topology = readTopology();
const [site] = positionals;
if (!site || !topology.sites[site]) {
  console.error(
    `usage: npm run deploy -- <${Object.keys(topology.sites).join('|')}> [--target production|emulator] [--channel NAME] [--dry-run]`,
  );
  process.exit(2);
}
if (!['production', 'emulator'].includes(args.target)) {
  console.error('--target must be production or emulator');
  process.exit(2);
}

function run(command, commandArgs) {
  console.info(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const app = topology.sites[site].app;
if (!args['skip-tests']) run('npx', ['jest', '--selectProjects', app, 'shared', '--ci']);
await stage(args.target, site, { source: args.source ? path.resolve(args.source) : null });

if (args.target === 'emulator') {
  console.info(
    `${site} staged in ${path.relative(REPO_ROOT, path.join(STAGING_ROOT, site))}: the running Hosting emulator serves it now.`,
  );
  process.exit(0);
}

const config = path.join(STAGING_ROOT, 'firebase.json');
const firebase = path.join(REPO_ROOT, 'node_modules/.bin/firebase');
const deployArgs = args.channel
  ? [
      'hosting:channel:deploy',
      args.channel,
      '--only',
      site,
      '--config',
      config,
      '--project',
      topology.project,
      '--expires',
      '7d',
    ]
  : [
      'deploy',
      '--only',
      `hosting:${site}`,
      '--config',
      config,
      '--project',
      topology.project,
      '--non-interactive',
    ];
if (args['dry-run']) {
  console.info(
    `dry run: staged ${path.relative(REPO_ROOT, STAGING_ROOT)}/${site}; would run: firebase ${deployArgs.join(' ')}`,
  );
} else {
  run(firebase, deployArgs);
}
