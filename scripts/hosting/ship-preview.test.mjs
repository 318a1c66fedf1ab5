import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { demoTopology } from '../lib/demo-topology.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { checkedChannelOrigin, dryRunChannelOrigin } from './preview-sites.mjs';
import { channelDeployCommand, previewStagingDir } from './ship-preview.mjs';

const topology = demoTopology();

test('a production preview deploys each site to the channel, asking firebase for its URL', () => {
  assert.deepEqual(channelDeployCommand(topology, '/stage', 'blog', 'pr_7'), [
    'hosting:channel:deploy',
    'pr-7',
    '--only',
    'blog',
    '--config',
    '/stage/firebase.json',
    '--project',
    topology.project,
    '--expires',
    '7d',
    '--json',
  ]);
});

test("a preview is staged apart from the target's live folders, except on the emulator's preview sites", () => {
  assert.equal(
    previewStagingDir('production', 'pr-7'),
    path.join(REPO_ROOT, '.hosting/preview/production/pr-7'),
  );
  assert.equal(
    previewStagingDir('production', 'pr-7', { dryRun: true }),
    path.join(REPO_ROOT, '.hosting/dry-run/preview/production/pr-7'),
  );
  assert.equal(previewStagingDir('emulator', 'x'), path.join(REPO_ROOT, '.hosting/emulator'));
});

test("a dry run's stand-in for the channel URL has the shape of a real one", () => {
  const origin = dryRunChannelOrigin(topology, 'blog', 'pr-7');
  assert.equal(checkedChannelOrigin(topology, 'blog', 'pr-7', origin), origin);
});
