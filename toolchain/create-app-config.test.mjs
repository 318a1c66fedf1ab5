import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from './create-app-config.mjs';
import { SharedExportsGuardPlugin } from './shared-exports-guard-plugin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shell = { appDir: path.join(root, 'shell'), name: 'shell', devPort: 3000 };
const blog = {
  appDir: path.join(root, 'blog-remote'),
  name: 'blog',
  devPort: 3001,
  exposes: { './routes': './src/routes.tsx' },
};

function federation(config) {
  return config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')
    ._options;
}

test('the host is served from the root and provides the one MF runtime', () => {
  const config = createAppConfig(shell, { mode: 'production' });
  assert.equal(config.output.publicPath, '/');
  assert.deepEqual(federation(config).experiments.provideExternalRuntime, true);
});

test('a production remote resolves its chunks beside its entry and uses the shell runtime', () => {
  const config = createAppConfig(blog, { mode: 'production' });
  assert.equal(config.output.publicPath, 'auto');
  assert.equal(federation(config).experiments.externalRuntime, true);
  assert.equal(federation(config).experiments.optimization.disableRemote, true);
});

test('every app shares modules "loaded-first": loading one never fetches the other sections', () => {
  for (const app of [shell, blog]) {
    for (const mode of ['production', 'development']) {
      assert.equal(federation(createAppConfig(app, { mode })).shareStrategy, 'loaded-first');
    }
  }
});

test('a remote on its dev server is self-contained and served from its own origin', () => {
  const config = createAppConfig(blog, { mode: 'development' });
  assert.equal(config.output.publicPath, 'http://localhost:3001/');
  assert.equal(federation(config).experiments.externalRuntime, false);
});

test('every app is built with the shared-exports guard and the slim module as singleton', () => {
  const config = createAppConfig(shell, { mode: 'production' });
  assert.ok(config.plugins.some((plugin) => plugin instanceof SharedExportsGuardPlugin));
  assert.equal(
    federation(config).shared['react-router-dom'].import,
    path.join(root, 'shell/node_modules/.site-shared/react-router-dom.js'),
  );
});

test("the shell provides the sections' shared UI from its files; a section provides only what it imports", () => {
  const shellShared = federation(createAppConfig(shell, { mode: 'production' })).shared;
  assert.equal(
    shellShared['@site/shared/dialog'].import,
    path.join(root, 'shared/src/ui/dialog.tsx'),
  );
  assert.equal(
    shellShared['@site/shared/on-demand'].import,
    path.join(root, 'shared/src/ui/on-demand.tsx'),
  );
  assert.equal(shellShared['@site/shared/likes'].import, undefined);
  const blogShared = federation(createAppConfig(blog, { mode: 'production' })).shared;
  assert.equal(blogShared['@site/shared/dialog'].import, undefined);
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
