import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { mfPreloadOffRule } from './mf-runtime-esm.mjs';

const require = createRequire(import.meta.url);
const loader = require('./mf-preload-off-loader.cjs');

/** The installed runtime core's `remote/index.js` (the ES module build the site bundles). */
function installedRemoteHandlerSource() {
  const index = require.resolve('@module-federation/runtime-core').replace(/index\.c?js$/, '');
  return readFileSync(`${index}remote/index.js`, 'utf8');
}

test('the installed runtime still has the preloadRemote the loader leaves out', () => {
  // Fails on an upgrade that reshapes the method, before any build does.
  const source = installedRemoteHandlerSource();
  const changed = loader.withoutPreloadRemote(source);
  assert.ok(changed, 'preloadRemote was not found in remote/index.js');
  assert.doesNotMatch(changed, /formatPreloadArgs\(/);
  assert.match(changed, /preloadRemote: left out of this build/);
  // Only the method went: the rest of the handler is as it was.
  assert.ok(changed.length < source.length);
  assert.match(changed, /async loadRemote\(/);
});

test("the installed runtime's helpers still name the preloadAssets the loader takes out", () => {
  const index = require.resolve('@module-federation/runtime-core').replace(/index\.c?js$/, '');
  const source = readFileSync(`${index}helpers.js`, 'utf8');
  const changed = loader.withoutHelpersPreloadAssets(source);
  assert.ok(changed, 'preloadAssets was not found in helpers.js');
  assert.doesNotMatch(changed, /preloadAssets/);
  // The rest of the helpers stays.
  assert.match(changed, /matchRemoteWithNameAndExpose,/);
  assert.match(changed, /getRemoteInfo/);
});

test('a helpers.js without preloadAssets stops the build with where to look', () => {
  const context = { resourcePath: '/nm/@module-federation/runtime-core/dist/helpers.js' };
  assert.throws(
    () => loader.call(context, 'export default {}'),
    /helpers' preloadAssets.*was not found/,
  );
});

test('a remote/index.js without the method stops the build with where to look', () => {
  const context = { resourcePath: '/nm/@module-federation/runtime-core/dist/remote/index.js' };
  assert.throws(() => loader.call(context, 'class RemoteHandler {}'), /was not found/);
});

test('the rule applies the loader to the runtime core remote handler and helpers only', () => {
  const rule = mfPreloadOffRule();
  assert.ok(rule.test.test('/x/node_modules/@module-federation/runtime-core/dist/remote/index.js'));
  assert.ok(rule.test.test('/x/node_modules/@module-federation/runtime-core/dist/helpers.js'));
  assert.ok(!rule.test.test('/x/node_modules/@module-federation/runtime-core/dist/core.js'));
  assert.ok(!rule.test.test('/x/node_modules/@module-federation/runtime/dist/helpers.js'));
});
