import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { slimModuleFiles, slimModuleSource } from './slim-modules.mjs';

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
