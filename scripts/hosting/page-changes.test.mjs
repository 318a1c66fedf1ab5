import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { describePageChanges, pageChanges, pagesOf } from './page-changes.mjs';

test('pages are named by route with a hash of their HTML; the static folder holds none', (t) => {
  const shell = mkdtempSync(path.join(tmpdir(), 'page-changes-'));
  t.after(() => rmSync(shell, { recursive: true, force: true }));
  const write = (file, html) => {
    mkdirSync(path.dirname(path.join(shell, file)), { recursive: true });
    writeFileSync(path.join(shell, file), html);
  };
  write('index.html', '<h1>Home</h1>');
  write('blog/letters-to-june/index.html', '<h1>Letters to June</h1>');
  write('static/js/index.html', 'not a page');
  const pages = pagesOf(shell);
  assert.deepEqual(Object.keys(pages).sort(), ['/', '/blog/letters-to-june']);
  write('index.html', '<h1>Home</h1>');
  assert.equal(pagesOf(shell)['/'], pages['/'], 'the same bytes, the same hash');
  write('index.html', '<h1>Home </h1>');
  assert.notEqual(pagesOf(shell)['/'], pages['/']);
});

test('the report names each page new, changed or removed', () => {
  const changes = pageChanges(
    { '/': 'a1', '/blog/old-poem': 'b1', '/contact': 'c1' },
    { '/': 'a2', '/blog/new-poem': 'd1', '/contact': 'c1' },
  );
  assert.deepEqual(changes, {
    added: ['/blog/new-poem'],
    changed: ['/'],
    removed: ['/blog/old-poem'],
  });
  assert.equal(
    describePageChanges(changes),
    '  pages      1 new, 1 changed, 1 removed\n    + /blog/new-poem\n    ~ /\n    - /blog/old-poem',
  );
  assert.match(describePageChanges(changes, ' than live'), /1 removed than live\n/);
});

test('a release that changes every page names the first twelve and counts the rest', () => {
  const before = Object.fromEntries(
    Array.from({ length: 40 }, (_, index) => [`/blog/post-${index}`, 'old']),
  );
  const after = Object.fromEntries(Object.keys(before).map((page) => [page, 'new']));
  const lines = describePageChanges(pageChanges(before, after)).split('\n');
  assert.equal(lines[0], '  pages      0 new, 40 changed, 0 removed');
  assert.equal(lines.length, 1 + 12 + 1);
  assert.equal(lines.at(-1), '    ~ ... and 28 more');
});
