// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nodeCodeClosure } from './node-code-closure.mjs';

const files = {
  'app/rspack.config.mjs':
    "import { createAppConfig } from '@site/toolchain/create-app-config.mjs';\nimport x from './build/plugin.mjs';",
  'app/build/plugin.mjs': "import { readFileSync } from 'node:fs';",
  'toolchain/create-app-config.mjs':
    "import { rspack } from '@rspack/core';\nimport { shared } from './mf-shared.mjs';",
  'toolchain/mf-shared.mjs': 'export const shared = {};',
  'toolchain/content-loader.cjs':
    "const core = require('./markdown-core');\nconst { z } = require('zod');",
  'toolchain/markdown-core.cjs':
    "const { authorHtmlProblems } = require('./author-html.cjs');\nconst m = require('marked');",
  'toolchain/author-html.cjs': "const { styleProblems } = require('./author-css.cjs');",
  'toolchain/author-css.cjs': '',
  'toolchain/unrelated.mjs': '',
};
const options = {
  root: '/repo',
  read: (/** @type {string} */ file) => files[/** @type {keyof typeof files} */ (file)],
  exists: (/** @type {string} */ file) => file in files,
};

test('follows the config and the loaders through relative and @site/toolchain specifiers', () => {
  assert.deepEqual(nodeCodeClosure(['app/rspack.config.mjs'], options), [
    'app/build/plugin.mjs',
    'app/rspack.config.mjs',
    'toolchain/create-app-config.mjs',
    'toolchain/mf-shared.mjs',
  ]);
  // An extensionless require resolves as Node does; packages are left to the lock file.
  assert.deepEqual(nodeCodeClosure(['toolchain/content-loader.cjs'], options), [
    'toolchain/author-css.cjs',
    'toolchain/author-html.cjs',
    'toolchain/content-loader.cjs',
    'toolchain/markdown-core.cjs',
  ]);
});

test('a check that only refuses is neither listed nor followed', () => {
  const stopAt = new Set(['toolchain/author-html.cjs']);
  assert.deepEqual(nodeCodeClosure(['toolchain/content-loader.cjs'], { ...options, stopAt }), [
    'toolchain/content-loader.cjs',
    'toolchain/markdown-core.cjs',
  ]);
});

test('bundled sources (TypeScript, JSON) are not entries: the build inputs list them', () => {
  assert.deepEqual(nodeCodeClosure(['app/src/page.tsx', 'app/package.json'], options), []);
});
