import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { mfErrorTextsOffRule } from './mf-runtime-esm.mjs';

const require = createRequire(import.meta.url);
const loader = require('./mf-error-texts-off-loader.cjs');

/** The installed error codes' descriptions module (the ES module build the site bundles). */
function installedDescriptions() {
  const index = require.resolve('@module-federation/error-codes').replace(/index\.c?js$/, '');
  return readFileSync(`${index}desc.mjs`, 'utf8');
}

test('the installed error codes still hold the maps the loader empties', () => {
  // Fails on an upgrade that reshapes them, before any build does.
  const source = installedDescriptions();
  assert.match(source, /Failed to load script resources\./);
  const changed = loader.withoutDescriptions(source);
  assert.ok(changed, 'a description map was not found in desc.mjs');
  assert.doesNotMatch(changed, /Failed to|Please call|PublicPath/);
  for (const name of ['runtimeDescMap', 'typeDescMap', 'buildDescMap'])
    assert.match(changed, new RegExp(`const ${name} = \\{\\};`));
  // The module still exports what the runtime imports from it.
  assert.match(changed, /export \{ buildDescMap, errorDescMap, runtimeDescMap, typeDescMap \}/);
});

test('a message built from an emptied map keeps its code and the docs address', async () => {
  const { getShortErrorMsg } = await import('@module-federation/error-codes');
  const message = getShortErrorMsg('RUNTIME-008', {}, { url: 'https://blog.example/x.js' });
  assert.match(message, /#RUNTIME-008/);
  assert.match(message, /https:\/\/blog\.example\/x\.js/);
  assert.match(message, /module-federation\.io\/guide\/troubleshooting\/runtime#runtime-008/);
  assert.doesNotMatch(message, /undefined/);
});

test('a desc.mjs without the maps stops the build with where to look', () => {
  const context = { resourcePath: '/nm/@module-federation/error-codes/dist/desc.mjs' };
  assert.throws(() => loader.call(context, 'export {}'), /were not found/);
});

test('the rule applies the loader to the ES module descriptions only', () => {
  const rule = mfErrorTextsOffRule();
  assert.ok(rule.test.test('/x/node_modules/@module-federation/error-codes/dist/desc.mjs'));
  assert.ok(!rule.test.test('/x/node_modules/@module-federation/error-codes/dist/desc.cjs'));
  assert.ok(!rule.test.test('/x/node_modules/@module-federation/error-codes/dist/index.mjs'));
});
