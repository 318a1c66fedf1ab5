// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPaths, writePaths } from './workflow-paths.mjs';

const workflow = `name: blog

on:
  push:
    branches: [main]
    paths:
      - 'blog-remote/**'
      - '!blog-remote/**/*.test.tsx'
  pull_request:
    paths:
      - 'blog-remote/**'

jobs:
  test:
    runs-on: ubuntu-latest
`;

test('reads each event’s paths in order, unquoted', () => {
  assert.deepEqual(readPaths(workflow, 'push'), ['blog-remote/**', '!blog-remote/**/*.test.tsx']);
  assert.deepEqual(readPaths(workflow, 'pull_request'), ['blog-remote/**']);
});

test('an event without a paths filter reads as undefined (every push starts it)', () => {
  assert.equal(readPaths('on:\n  push:\n    branches: [main]\n', 'push'), undefined);
});

test('writes one event’s paths and leaves the rest of the file alone', () => {
  const written = writePaths(workflow, 'pull_request', ['a/**', "it's/**"]);
  assert.deepEqual(readPaths(written, 'pull_request'), ['a/**', "it's/**"]);
  assert.deepEqual(readPaths(written, 'push'), readPaths(workflow, 'push'));
  assert.match(written, /jobs:\n {2}test:/);
});

test('refuses paths-ignore and flow lists rather than misread them', () => {
  assert.throws(() => readPaths('on:\n  push:\n    paths-ignore:\n      - docs/**\n', 'push'));
  assert.throws(() => readPaths("on:\n  push:\n    paths: ['a/**']\n", 'push'));
});
