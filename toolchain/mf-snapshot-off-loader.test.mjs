import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { mfSnapshotOffRule } from './mf-runtime-esm.mjs';

const require = createRequire(import.meta.url);
const loader = require('./mf-snapshot-off-loader.cjs');

/** The installed runtime core's `dist/core.js` (the ES module build the site bundles). */
function installedCoreSource() {
  const index = require.resolve('@module-federation/runtime-core').replace(/index\.c?js$/, '');
  return readFileSync(`${index}core.js`, 'utf8');
}

test('the installed runtime still constructs its snapshot handler as the loader expects', () => {
  // Fails on an upgrade that reshapes the constructor, before any build does.
  const changed = loader.withoutSnapshotHandler(installedCoreSource());
  assert.ok(changed, 'the SnapshotHandler construction was not found in core.js');
  assert.doesNotMatch(changed, /new SnapshotHandler\(/);
  assert.match(changed, /new DisabledSnapshotHandler\(\), \{ manifestCache: new Map\(\) \}/);
});

test('the replacement keeps what the runtime reads of the handler with snapshots off', async () => {
  // removeRemote clears manifestCache entries; registerPlugins applies plugins to hooks.
  const { DisabledSnapshotHandler } = await import(
    require
      .resolve('@module-federation/runtime-core')
      .replace(/index\.c?js$/, 'plugins/snapshot/disabled.js')
  );
  const handler = Object.assign(new DisabledSnapshotHandler(), { manifestCache: new Map() });
  assert.equal(typeof handler.hooks.applyPlugin, 'function');
  handler.manifestCache.set('https://a.example/remoteEntry.js', {});
  assert.equal(handler.manifestCache.delete('https://a.example/remoteEntry.js'), true);
});

test('a core.js without the expected line stops the build with where to look', () => {
  const context = { resourcePath: '/nm/@module-federation/runtime-core/dist/core.js' };
  assert.throws(
    () => loader.call(context, 'this.snapshotHandler = somethingElse;'),
    /core\.js: the SnapshotHandler construction .* not found/,
  );
});

test('the rule takes only the runtime core module', () => {
  const { test: pattern } = mfSnapshotOffRule();
  assert.ok(pattern.test('/site/node_modules/@module-federation/runtime-core/dist/core.js'));
  assert.ok(!pattern.test('/site/node_modules/@module-federation/runtime-core/dist/core.cjs'));
  assert.ok(!pattern.test('/site/node_modules/@module-federation/runtime/dist/core.js'));
});
