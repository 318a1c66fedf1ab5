// npm run rollback -- <site> [--target production|emulator] [--to RELEASE] [--dry-run]
// Brings a site's previous release back (or release RELEASE, one it still keeps): its files
// become the live release again, with its pages rendered anew, and the release it replaces
// stays among the kept ones, so tabs opened on either keep working. Same staging and
// publishing as a deploy (ship-release.mjs).
import { parseArgs } from 'node:util';
import { readTopology } from '@site/hosting-policy';
import { RELEASE_OPTIONS, RELEASE_TARGETS, shipRelease } from './ship-release.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ...RELEASE_OPTIONS,
    to: { type: 'string' },
  },
});
const topology = readTopology();
const [site] = positionals;
if (!site || !topology.sites[site] || !RELEASE_TARGETS.includes(args.target)) {
  console.error(
    `usage: npm run rollback -- <${Object.keys(topology.sites).join('|')}> [--target ${RELEASE_TARGETS.join('|')}] [--to RELEASE] [--dry-run]`,
  );
  process.exit(2);
}

await shipRelease(
  'rollback',
  `${site} rolled back on ${args.target}`,
  { target: args.target, sites: [site], rollback: { to: args.to ?? null } },
  { dryRun: args['dry-run'] },
);
