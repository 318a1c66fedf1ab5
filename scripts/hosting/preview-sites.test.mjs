import assert from 'node:assert/strict';
import { test } from 'node:test';
import { demoTopology } from '../lib/demo-topology.mjs';
import {
  channelId,
  checkedChannelOrigin,
  emulatorOrigins,
  emulatorPreviewOrigins,
} from './preview-sites.mjs';

const topology = demoTopology();

test('a channel name is normalized as Hosting does, and refused when it cannot be one', () => {
  assert.equal(channelId('pr_42'), 'pr-42');
  assert.equal(channelId('feature/new-post'), 'feature-new-post');
  for (const bad of ['live', 'PR-42', '-x', 'a b', 'x.evil.example', '']) {
    assert.throws(() => channelId(bad), /preview channel/, bad);
  }
});

test("the channel URL firebase prints is taken only when it is a channel of the section's own site", () => {
  assert.equal(
    checkedChannelOrigin(topology, 'blog', 'pr-7', 'https://demo-blog--pr-7-a1b2c3.web.app/'),
    'https://demo-blog--pr-7-a1b2c3.web.app',
  );
  for (const url of [
    'https://evil.example',
    'https://demo-blog--pr-7-a1b2c3.web.app.evil.example',
    'https://demo-red--pr-7-a1b2c3.web.app',
    'https://demo-blog--pr-8-a1b2c3.web.app',
    'http://demo-blog--pr-7-a1b2c3.web.app',
    'https://x.demo-blog--pr-7-a1b2c3.web.app',
    'not a url',
  ]) {
    assert.throws(() => checkedChannelOrigin(topology, 'blog', 'pr-7', url), /channel URL/, url);
  }
});

test("the emulator's preview sites come after the topology's, on the ports the emulator gives them", () => {
  const base = topology.emulator.hostingPort;
  assert.deepEqual(emulatorPreviewOrigins(topology), {
    shell: `http://127.0.0.1:${base + 8}`,
    section: `http://127.0.0.1:${base + 9}`,
  });
  const origins = Object.values(emulatorOrigins(topology));
  assert.equal(new Set(origins).size, origins.length, 'every site on an origin of its own');
});
