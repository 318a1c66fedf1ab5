import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { rspack } from '@rspack/core';
import { sourceRules } from './source-rules.mjs';

const require = createRequire(import.meta.url);
const loader = require('./react-router-production-loader.cjs');
const { productionSource } = loader;

const SAMPLE = [
  'var ENABLE_DEV_WARNINGS = true;',
  'var RouteContext = React.createContext(null);',
  'RouteContext.displayName = "Route";',
  'var NavLink = React10.forwardRef(function NavLinkWithRef() {});',
  'NavLink.displayName = "NavLink";',
  'var label = "x.displayName = \\"y\\";";',
].join('\n');

test('turns dev warnings off, drops displayName statements and marks factories pure', () => {
  assert.equal(
    productionSource(SAMPLE),
    [
      'var ENABLE_DEV_WARNINGS = false;',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var NavLink = /* @__PURE__ */ React10.forwardRef(function NavLinkWithRef() {});',
      '',
      'var label = "x.displayName = \\"y\\";";',
    ].join('\n'),
  );
});

/** Runs the loader on `source` as rspack would. */
function load(source) {
  return loader.call({ resourcePath: '/x/chunk.mjs' }, source);
}

test('fails the build when the components module no longer matches a rewrite', () => {
  assert.throws(
    () => load('var Link = f();\nLink.displayName = "Link";'),
    /React Router changed; not found: var ENABLE_DEV_WARNINGS = true;, var X = React/,
  );
  assert.throws(
    () => load(SAMPLE.replace('= true;', '= false;')),
    /not found: var ENABLE_DEV_WARNINGS = true;\./,
  );
  assert.throws(
    () => load(SAMPLE.replaceAll(/^\w+\.displayName = .*$/gm, '')),
    /not found: X\.displayName/,
  );
});

test('rewrites a matching components module, and leaves other modules as they are', () => {
  assert.equal(load(SAMPLE), productionSource(SAMPLE));
  assert.equal(load('export const a = 1;'), 'export const a = 1;');
});

/** The installed React Router's module that declares its components. */
function componentsModule() {
  const dir = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/development',
  );
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => path.join(dir, name))
    .find((candidate) => readFileSync(candidate, 'utf8').includes('var ENABLE_DEV_WARNINGS'));
  assert.ok(file, 'a module of react-router declares ENABLE_DEV_WARNINGS');
  return readFileSync(file, 'utf8');
}

test('the installed React Router still has what the loader rewrites', () => {
  const source = componentsModule();
  const output = productionSource(source);
  assert.match(source, /^var ENABLE_DEV_WARNINGS = true;$/m);
  assert.match(output, /^var ENABLE_DEV_WARNINGS = false;$/m);
  assert.match(source, /^NavLink\.displayName = "NavLink";$/m);
  assert.doesNotMatch(output, /^\w+\.displayName = /m);
  assert.match(output, /^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
});

test('a production build keeps only the components it imports, without dev warnings', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'router-shake-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'entry.mjs'),
    "import { Link, useRoutes } from 'react-router';\nexport const used = [Link, useRoutes];\n",
  );
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    output: { path: path.join(dir, 'dist'), filename: 'main.js', library: { type: 'module' } },
    experiments: { outputModule: true },
    resolve: { modules: [path.join(path.dirname(require.resolve('react/package.json')), '..')] },
    module: { rules: sourceRules() },
    devtool: false,
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  const bundle = readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
  // Strings only NavLink's and Form's code holds, and a dev-only warning of useRoutes.
  assert.doesNotMatch(bundle, /aria-current/);
  assert.doesNotMatch(bundle, /multipart\/form-data/);
  assert.doesNotMatch(bundle, /You rendered descendant/);
  assert.match(bundle, /useRoutes\(\) may be used only in the context of a <Router> component/);
});
