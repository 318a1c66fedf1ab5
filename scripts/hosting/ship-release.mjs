// The common end of `npm run deploy` and `npm run rollback`: stage the release, say what it
// holds, publish it (stage.mjs, publish.mjs).
import { readTopology } from '@site/hosting-policy';
import { publishStaged } from './publish.mjs';
import { nothingToReleaseLine, releaseReasons } from './release-needed.mjs';
import { describeStaged, stageRelease, stagingDirFor } from './stage.mjs';

/** The targets a release can ship to. */
export const RELEASE_TARGETS = ['production', 'emulator'];

/** The options every release command takes (node:util parseArgs). */
export const RELEASE_OPTIONS = {
  target: { type: 'string', default: 'production' },
  'dry-run': { type: 'boolean', default: false },
};

/**
 * Stages `release` (stageRelease's request less its staging folder) for `release.target`
 * and publishes it; a release that cannot be staged ends `command` with its reason (exit 1).
 * `heading` names what is shipped in the report.
 */
export async function shipRelease(command, heading, release, { dryRun }) {
  const { target, sites } = release;
  const stagingDir = stagingDirFor(target, { dryRun });
  let staged;
  try {
    staged = await stageRelease({ ...release, stagingDir });
  } catch (error) {
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  }
  console.info(`\n${heading}${dryRun ? ' (dry run)' : ''}:\n${describeStaged(staged)}`);
  // A release that changes nothing readers get is not uploaded again (release-needed.mjs).
  if (releaseReasons(staged).length === 0) {
    console.info(`\n${nothingToReleaseLine(sites, staged)}`);
    return;
  }
  await publishStaged(readTopology(), target, stagingDir, sites, { dryRun });
}
