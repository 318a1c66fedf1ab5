import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildInputsDigest, builtFrom, recordInputs } from './build-inputs.mjs';

/** A checkout in small: an app, the shared design layer, the lock. */
function aCheckout() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
  for (const folder of ['blog-remote/src', 'blog-remote/dist', 'shared/src']) {
    mkdirSync(path.join(root, folder), { recursive: true });
  }
  writeFileSync(path.join(root, 'blog-remote/src/index.ts'), 'export const a = 1;');
  writeFileSync(path.join(root, 'shared/src/index.ts'), 'export const b = 2;');
  writeFileSync(path.join(root, 'package-lock.json'), '{}');
  return root;
}

test('the digest follows the sources, the shared layer, the lock and the build environment', (t) => {
  const root = aCheckout();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const first = buildInputsDigest(root, 'blog-remote', {});
  assert.equal(buildInputsDigest(root, 'blog-remote', { PATH: '/elsewhere' }), first);
  assert.notEqual(buildInputsDigest(root, 'blog-remote', { SITE_URL: 'https://a.example' }), first);
  writeFileSync(path.join(root, 'shared/src/index.ts'), 'export const b = 3;');
  const afterShared = buildInputsDigest(root, 'blog-remote', {});
  assert.notEqual(afterShared, first);
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  assert.notEqual(buildInputsDigest(root, 'blog-remote', {}), afterShared);
});

test('outputs and installed packages are no inputs', (t) => {
  const root = aCheckout();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const before = buildInputsDigest(root, 'blog-remote', {});
  writeFileSync(path.join(root, 'blog-remote/dist/main.js'), 'built');
  mkdirSync(path.join(root, 'blog-remote/node_modules'));
  writeFileSync(path.join(root, 'blog-remote/node_modules/x.js'), 'installed');
  assert.equal(buildInputsDigest(root, 'blog-remote', {}), before);
});

test('a build counts as current only for the inputs it recorded', (t) => {
  const root = aCheckout();
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const dist = path.join(root, 'blog-remote/dist');
  const digest = buildInputsDigest(root, 'blog-remote', {});
  assert.equal(builtFrom(dist, digest), false);
  recordInputs(dist, digest);
  assert.equal(builtFrom(dist, digest), true);
  writeFileSync(path.join(root, 'blog-remote/src/index.ts'), 'export const a = 2;');
  assert.equal(builtFrom(dist, buildInputsDigest(root, 'blog-remote', {})), false);
});
