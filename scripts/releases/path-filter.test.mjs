// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compilePaths, fileIncluded, pathsFilterMatches } from './path-filter.mjs';

const included = (/** @type {string} */ file, /** @type {string[]} */ patterns) =>
  fileIncluded(file, compilePaths(patterns));

test('* stops at a folder, ** crosses them', () => {
  assert.equal(included('shell/a.ts', ['shell/*']), true);
  assert.equal(included('shell/src/a.ts', ['shell/*']), false);
  assert.equal(included('shell/src/a.ts', ['shell/**']), true);
  assert.equal(included('shellx/a.ts', ['shell/**']), false);
});

test('**/ matches no folder too, and dot files are files like any other', () => {
  assert.equal(included('shell/a.test.ts', ['shell/**/*.test.ts']), true);
  assert.equal(included('.github/workflows/blog.yml', ['**/*.yml']), true);
});

test('? makes the character before it optional', () => {
  assert.equal(included('a.js', ['*.jsx?']), true);
  assert.equal(included('a.jsx', ['*.jsx?']), true);
  assert.equal(included('a.jsy', ['*.jsx?']), false);
});

test('the last matching pattern wins, negations included', () => {
  const patterns = ['shell/**', '!shell/**/*.test.ts', 'shell/keep/**'];
  assert.equal(included('shell/src/app.ts', patterns), true);
  assert.equal(included('shell/src/app.test.ts', patterns), false);
  assert.equal(included('shell/keep/x.test.ts', patterns), true);
  assert.equal(included('docs/a.md', patterns), false);
});

test('a push matches when one changed file is included', () => {
  const compiled = compilePaths(['blog-remote/**', '!blog-remote/**/*.test.tsx']);
  assert.equal(pathsFilterMatches(['docs/a.md', 'blog-remote/src/a.test.tsx'], compiled), false);
  assert.equal(pathsFilterMatches(['docs/a.md', 'blog-remote/src/a.tsx'], compiled), true);
  assert.equal(pathsFilterMatches([], compiled), false);
});

test('regular-expression characters in a pattern are literal', () => {
  assert.equal(included('package.json', ['package.json']), true);
  assert.equal(included('packageXjson', ['package.json']), false);
});
