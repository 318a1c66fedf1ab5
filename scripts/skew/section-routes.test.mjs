import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pagesOfEachRoute, routeOf } from './section-routes.mjs';

test('a page belongs to its route: numbers and what lies below the second level are parameters', () => {
  assert.equal(routeOf('/red-archive/entry-005'), '/red-archive/entry-:n');
  assert.equal(routeOf('/red-archive/rage'), '/red-archive/rage');
  assert.equal(routeOf('/blog/vault/the-vault'), '/blog/vault/:param');
  assert.equal(routeOf('/blog/vault/page/2'), '/blog/vault/:param/:param');
  assert.equal(routeOf('/blog'), '/blog');
});

test("one page of each of the section's routes, other sections' pages left out", () => {
  const pages = [
    '/red-page',
    '/red-archive',
    '/red-archive/entry-011',
    '/red-archive/entry-003',
    '/red-archive/rage',
    '/red-archive/murder',
    '/blog/vault/the-vault',
    '/red-archived',
  ];
  assert.deepEqual(pagesOfEachRoute(pages, ['/red-page', '/red-archive']), [
    '/red-archive',
    '/red-archive/entry-003',
    '/red-archive/murder',
    '/red-archive/rage',
    '/red-page',
  ]);
});
