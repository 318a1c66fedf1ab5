// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nothingToReleaseLine, releaseReasons } from './release-needed.mjs';

const same = () => ({
  sites: { blog: { id: 'b1', isNew: false }, shell: { id: 's1', isNew: false } },
  pages: { added: [], changed: [], removed: [] },
  hostingConfig: { live: 'c1', staged: 'c1' },
  rules: { live: 'r1', staged: 'r1' },
});

test('a build equal to the live release, with the same pages, config and rules: nothing to release', () => {
  assert.deepEqual(releaseReasons(same()), []);
  assert.equal(
    nothingToReleaseLine(['blog'], same()),
    'blog: the build equals the live release (blog b1), with the same pages; nothing to release',
  );
});

test('a new release of a site is released', () => {
  const staged = same();
  staged.sites.blog = { id: 'b2', isNew: true };
  assert.deepEqual(releaseReasons(staged), ['blog release b2 is new']);
});

test('changed pages alone are released (the shell site’s pages-only release)', () => {
  const staged = same();
  staged.pages.changed = ['/blog/a-post'];
  assert.deepEqual(releaseReasons(staged), ['1 page(s) new, changed or removed']);
});

test('a changed hosting config or rules is released, and an unknown live value counts as changed', () => {
  const config = same();
  config.hostingConfig = { live: null, staged: 'c1' };
  assert.deepEqual(releaseReasons(config), ['the hosting config changed']);
  const rules = same();
  rules.rules = { live: 'r1', staged: 'r2' };
  assert.deepEqual(releaseReasons(rules), ['the Firestore rules changed']);
});
