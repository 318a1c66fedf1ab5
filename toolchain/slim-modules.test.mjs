import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { browserModuleEntry, slimModuleFiles, slimModuleSource } from './slim-modules.mjs';

test("a slim module re-exports the listed names from the package's ES module, by path", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'slim-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ module: './dist/index.mjs' }));
  const source = slimModuleSource('lib', ['Link', 'useParams'], {
    resolve: () => path.join(dir, 'package.json'),
  });
  assert.equal(
    source,
    `export { Link, useParams } from ${JSON.stringify(path.join(dir, 'dist/index.mjs'))};\n`,
  );
});

test('the real react-router-dom has an ES module entry to re-export from', () => {
  assert.match(
    slimModuleSource('react-router-dom', ['Link']),
    /^export \{ Link \} from ".+\.m?js";\n$/,
  );
});

test("each package's slim module is a virtual file in the app's node_modules", () => {
  assert.deepEqual(slimModuleFiles('/site/shell', { 'react-router-dom': ['Link'] }), {
    'react-router-dom': {
      file: '/site/shell/node_modules/.site-shared/react-router-dom.js',
      names: ['Link'],
    },
  });
});

test("the entry is the package's exports, its conditions in the package's own order", () => {
  const packageJson = {
    module: './dist/node.mjs',
    exports: {
      '.': {
        types: './dist/index.d.ts',
        development: { browser: { module: './dist/browser.development.mjs' } },
        worker: { module: './dist/worker.mjs' },
        browser: { module: './dist/browser.mjs', default: './dist/browser.cjs' },
        module: './dist/node.mjs',
      },
    },
  };
  assert.equal(browserModuleEntry(packageJson), './dist/browser.mjs');
  assert.equal(browserModuleEntry(packageJson, { isDev: true }), './dist/browser.development.mjs');
});

test('a package without a matching export falls back to its module field, else fails', () => {
  const nodeOnly = { exports: { '.': { node: './n.mjs' } } };
  assert.equal(browserModuleEntry({ ...nodeOnly, module: './m.mjs' }), './m.mjs');
  assert.equal(browserModuleEntry({ exports: './e.mjs' }), './e.mjs');
  assert.throws(() => browserModuleEntry({ name: 'lib', ...nodeOnly }), /lib has no ES module/);
});

test("@emotion/react's slim module names the build its JSX runtime shares internals with", () => {
  // Another build of @emotion/react would be a second theme context: the jsx runtime's styles
  // would not see the ThemeProvider of the slim module.
  assert.match(slimModuleSource('@emotion/react', ['css']), /emotion-react\.browser\.esm\.js"/);
  assert.match(
    slimModuleSource('@emotion/react', ['css'], { isDev: true }),
    /emotion-react\.browser\.development\.esm\.js"/,
  );
});
