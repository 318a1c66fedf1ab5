import assert from 'node:assert/strict';
import test from 'node:test';
import { searchContents } from './search-contents.mjs';

const page = (writing) => ({ path: writing?.path ?? '/other', writing });

test('lists the pages with writing, the dated newest first, then by address', () => {
  const contents = searchContents([
    page({ path: '/red-archive/entry-002', title: 'Two', kind: 'poem' }),
    page(null),
    page({ path: '/blog/a/old', title: 'Old', kind: 'post', date: '2024-01-02', dateLabel: 'x' }),
    page({ path: '/book/b', title: 'Book', kind: 'book' }),
    page({ path: '/blog/a/new', title: 'New', kind: 'post', date: '2025-03-04', dateLabel: 'y' }),
    page({ path: '/red-archive/entry-001', title: 'One', kind: 'poem' }),
  ]);
  assert.deepEqual(
    contents.entries.map((entry) => entry.path),
    ['/blog/a/new', '/blog/a/old', '/book/b', '/red-archive/entry-001', '/red-archive/entry-002'],
  );
});

test('an empty site lists nothing', () => {
  assert.deepEqual(searchContents([page(null)]), { entries: [] });
});
