// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compactGlobs } from './compact-globs.mjs';

const tracked = [
  'blog-remote/src/a.tsx',
  'blog-remote/src/a.test.tsx',
  'blog-remote/src/b.ts',
  'blog-remote/README.md',
  'shared/src/design/x.ts',
  'shared/src/likes/y.ts',
  'package-lock.json',
];
const neverBuilt = (/** @type {string} */ file) => /\.test\.|\.md$/.test(file);

test('a folder read whole becomes folder/**, tests and docs aside', () => {
  assert.deepEqual(
    compactGlobs(['blog-remote/src/a.tsx', 'blog-remote/src/b.ts'], tracked, neverBuilt),
    ['blog-remote/**'],
  );
});

test('a folder read in part lists what was read', () => {
  assert.deepEqual(
    compactGlobs(['blog-remote/src/a.tsx', 'shared/src/design/x.ts'], tracked, neverBuilt),
    ['blog-remote/src/a.tsx', 'shared/src/design/**'],
  );
});

test('root files are named, and an untracked input is kept as it is', () => {
  assert.deepEqual(compactGlobs(['package-lock.json', 'gen/x.js'], tracked, neverBuilt), [
    'gen/x.js',
    'package-lock.json',
  ]);
});
