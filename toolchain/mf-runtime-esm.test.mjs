import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { esmRuntimeAliases, MF_RUNTIME_PACKAGES, mfRuntimeEsmRule } from './mf-runtime-esm.mjs';

test('each runtime package, by name and by its CommonJS path, points at its ES module build', () => {
  const aliases = esmRuntimeAliases({
    resolve: (name) => `/nm/${name}/dist/index.cjs`,
    exists: () => true,
  });
  for (const name of MF_RUNTIME_PACKAGES) {
    assert.equal(aliases[`${name}$`], `/nm/${name}/dist/index.js`);
    assert.equal(aliases[`/nm/${name}/dist/index.cjs`], `/nm/${name}/dist/index.js`);
  }
});

test('a package without an ES module build next to its CommonJS one is left alone', () => {
  const aliases = esmRuntimeAliases({
    resolve: (name) => (name.endsWith('/runtime') ? `/nm/${name}/index.js` : `/nm/${name}.cjs`),
    exists: (file) => !file.includes('webpack-bundler-runtime'),
  });
  assert.deepEqual(Object.keys(aliases), [
    '@module-federation/inject-external-runtime-core-plugin$',
    '/nm/@module-federation/inject-external-runtime-core-plugin.cjs',
  ]);
});

test('the installed runtime packages all have ES module builds (else the alias is silently lost)', () => {
  const aliases = esmRuntimeAliases();
  for (const name of MF_RUNTIME_PACKAGES) {
    assert.ok(aliases[`${name}$`], name);
    assert.ok(existsSync(aliases[`${name}$`]));
  }
});

test("the runtime's own imports resolve with the import condition first", () => {
  const rule = mfRuntimeEsmRule();
  assert.ok(rule.test.test('/site/node_modules/@module-federation/runtime/dist/index.js'));
  assert.ok(!rule.test.test('/site/node_modules/react/index.js'));
  assert.equal(rule.resolve.conditionNames[0], 'import');
});
