import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from './create-app-config.mjs';
import { SharedExportsGuardPlugin } from './shared-exports-guard-plugin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const blogPackage = JSON.parse(readFileSync(path.join(root, 'blog-remote/package.json'), 'utf8'));
const shell = { appDir: path.join(root, 'shell'), name: 'shell', devPort: 3000 };
const blog = {
  appDir: path.join(root, 'blog-remote'),
  name: 'blog',
  devPort: 3001,
  exposes: { './routes': './src/routes.tsx' },
};

function federation(config) {
  return config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')
    ?._options;
}

test('the host is served from the root, without the MF plugin (its config adds its table)', () => {
  const config = createAppConfig(shell, { mode: 'production' });
  assert.equal(config.output.publicPath, '/');
  assert.equal(federation(config), undefined);
});

test('a production remote resolves its chunks beside its entry and uses the shell runtime', () => {
  const config = createAppConfig(blog, { mode: 'production' });
  assert.equal(config.output.publicPath, 'auto');
  assert.equal(federation(config).experiments.externalRuntime, true);
  assert.equal(federation(config).experiments.optimization.disableRemote, true);
});

test('a section shares modules "loaded-first": loading one never fetches the other sections', () => {
  for (const mode of ['production', 'development']) {
    assert.equal(federation(createAppConfig(blog, { mode })).shareStrategy, 'loaded-first');
  }
});

test('a remote on its dev server is self-contained and served from its own origin', () => {
  const config = createAppConfig(blog, { mode: 'development' });
  assert.equal(config.output.publicPath, 'http://localhost:3001/');
  assert.equal(federation(config).experiments.externalRuntime, false);
});

test('every app is built with the shared-exports guard and the slim module as singleton', () => {
  for (const app of [shell, blog]) {
    const config = createAppConfig(app, { mode: 'production' });
    assert.ok(config.plugins.some((plugin) => plugin instanceof SharedExportsGuardPlugin));
  }
  assert.equal(
    federation(createAppConfig(blog, { mode: 'production' })).shared['react-router-dom'].import,
    path.join(root, 'blog-remote/node_modules/.site-shared/react-router-dom.js'),
  );
});

test("a production section takes @site/shared's entries from the shell without a copy", () => {
  const blogShared = federation(createAppConfig(blog, { mode: 'production' })).shared;
  for (const entry of ['@site/shared', '@site/shared/contract', '@site/shared/dialog']) {
    assert.equal(blogShared[entry].import, false, entry);
    assert.equal(blogShared[entry].requiredVersion, blogPackage.dependencies['@site/shared']);
  }
  // What only the section uses it still brings; its standalone dev server brings everything.
  assert.equal(blogShared['@site/shared/likes'].import, undefined);
  const blogDev = federation(createAppConfig(blog, { mode: 'development' })).shared;
  assert.equal(blogDev['@site/shared'].import, undefined);
});

test('the site configuration is defined whole and field by field, so unused services drop out', () => {
  const config = createAppConfig(shell, { mode: 'production' });
  const define = config.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin');
  const definitions = define._args?.[0] ?? define.definitions ?? define._options;
  const whole = JSON.parse(definitions.__SITE_ENV__);
  for (const [key, value] of Object.entries(whole)) {
    assert.equal(definitions[`__SITE_ENV__.${key}`], JSON.stringify(value));
  }
});
