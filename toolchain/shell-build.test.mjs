import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from './create-app-config.mjs';
import { SHELL_RUNTIME_DEFINES, withShellBuild } from './shell-build.mjs';
import { SHELL_SPLIT_CHUNKS } from './shell-shares.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(root, 'shell');
const appPackageJson = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));

const shellConfig = (mode) =>
  withShellBuild(createAppConfig({ appDir, name: 'shell', devPort: 3000 }, { mode }), {
    appDir,
    appPackageJson,
  });

test("the shell's own imports reach what it offers, and its table is a module it can import", () => {
  const { alias } = shellConfig('production').resolve;
  assert.equal(
    alias['react-router-dom$'],
    path.join(appDir, 'node_modules/.site-shared/react-router-dom.js'),
  );
  assert.equal(
    alias['@emotion/react$'],
    path.join(appDir, 'node_modules/.site-shared/@emotion/react.js'),
  );
  assert.equal(
    alias['shell-share-table$'],
    path.join(appDir, 'node_modules/.site-shared/shell-shares.js'),
  );
  // What every app's config resolves is kept.
  assert.ok(Object.keys(alias).some((name) => name.startsWith('@module-federation/runtime')));
});

test('the shell is built with its chunks and a second set of virtual modules, its table', () => {
  const config = shellConfig('production');
  assert.equal(config.optimization.splitChunks, SHELL_SPLIT_CHUNKS);
  assert.equal(config.optimization.minimize, true);
  const virtual = config.plugins.filter(
    (plugin) => plugin.constructor.name === 'VirtualModulesPlugin',
  );
  assert.equal(virtual.length, 2, 'the slim modules, then the table');
});

test("the shell's runtime is built for the browser without snapshots, as the sections' plugin builds theirs", () => {
  const defines = shellConfig('production').plugins.filter(
    (plugin) => plugin.constructor.name === 'DefinePlugin',
  );
  const runtime = defines.find((plugin) => 'ENV_TARGET' in plugin._args[0]);
  assert.ok(runtime, 'a DefinePlugin with the runtime constants');
  assert.deepEqual(runtime._args[0], SHELL_RUNTIME_DEFINES);
  assert.equal(SHELL_RUNTIME_DEFINES.ENV_TARGET, '"web"');
  assert.equal(SHELL_RUNTIME_DEFINES.FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, true);
});
