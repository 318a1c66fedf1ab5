// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compilePaths } from './path-filter.mjs';
import { summarizeReplay } from './replay-summary.mjs';
import { sitesReleasedBy } from './sites-released-by.mjs';

const workflows = [
  { site: 'shell', pushPaths: compilePaths(['shell/**', 'shared/src/**', '!**/*.test.ts']) },
  { site: 'blog', pushPaths: compilePaths(['blog-remote/**', 'shared/src/design/**']) },
  { site: 'red', pushPaths: undefined },
];

test('a site is released when its filter includes one changed file', () => {
  assert.deepEqual(sitesReleasedBy(['shell/src/a.ts'], workflows.slice(0, 2)), ['shell']);
  assert.deepEqual(sitesReleasedBy(['shared/src/design/x.ts'], workflows.slice(0, 2)), [
    'shell',
    'blog',
  ]);
  assert.deepEqual(
    sitesReleasedBy(['shell/src/a.test.ts', 'docs/x.md'], workflows.slice(0, 2)),
    [],
  );
});

test('a workflow without a paths filter is released by every push', () => {
  assert.deepEqual(sitesReleasedBy(['docs/x.md'], workflows), ['red']);
});

test('the summary counts commits by how many sites they release', () => {
  const { bySiteCount, lines } = summarizeReplay(
    [{ sites: [] }, { sites: ['shell'] }, { sites: ['shell', 'blog'] }, { sites: ['a', 'b', 'c'] }],
    4,
  );
  assert.deepEqual(bySiteCount, [1, 1, 1, 1, 0]);
  assert.equal(lines.at(-1), '2 of 4 commits release more than one site');
});
