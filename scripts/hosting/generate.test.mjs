import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { driftedFiles, generatedFiles } from './generate.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';

import { readTopology } from '@site/hosting-policy';

const SITE_FILES = Object.keys(readTopology().sites).map((site) => `deploy/hosting/${site}.json`);
const FILES = [
  'firebase.json',
  '.firebaserc',
  'deploy/runtime-manifest.production.json',
  ...SITE_FILES,
];

/** A temp folder holding copies of the checked-in generated files. */
function copyOfRepo(t) {
  const root = mkdtempSync(path.join(tmpdir(), 'hosting-generate-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'deploy/hosting'), { recursive: true });
  for (const file of FILES) cpSync(path.join(REPO_ROOT, file), path.join(root, file));
  return root;
}

test("generates firebase.json, .firebaserc, the production runtime manifest and each site's answers", () => {
  const files = generatedFiles();
  assert.deepEqual(Object.keys(files), FILES);
  for (const content of Object.values(files)) {
    assert.ok(content.endsWith('}\n'));
    JSON.parse(content);
  }
  // Each site's file is its part of firebase.json, as deployed.
  const { hosting } = JSON.parse(files['firebase.json']);
  for (const site of hosting) {
    assert.deepEqual(JSON.parse(files[`deploy/hosting/${site.target}.json`]), site);
  }
});

test('the checked-in files match deploy/topology.json (else run npm run hosting:generate)', () => {
  assert.deepEqual(driftedFiles(), []);
  assert.deepEqual(driftedFiles(REPO_ROOT, generatedFiles()), []);
});

test('a copy that differs, or lacks a file, is reported', (t) => {
  const root = copyOfRepo(t);
  assert.deepEqual(driftedFiles(root), []);

  const manifest = path.join(root, 'deploy/runtime-manifest.production.json');
  writeFileSync(manifest, '{\n  "blog_remote": "https://elsewhere.example/remoteEntry.js"\n}\n');
  assert.deepEqual(driftedFiles(root), ['deploy/runtime-manifest.production.json']);

  // Formatting counts too: the file is compared as generated, not as JSON.
  const firebaseJson = path.join(root, 'firebase.json');
  writeFileSync(firebaseJson, JSON.stringify(JSON.parse(generatedFiles()['firebase.json'])));
  rmSync(path.join(root, '.firebaserc'));
  assert.deepEqual(driftedFiles(root), FILES.slice(0, 3));
});

test('drift is judged against the files given', (t) => {
  const root = copyOfRepo(t);
  const files = { ...generatedFiles(), '.firebaserc': '{}\n' };
  assert.deepEqual(driftedFiles(root, files), ['.firebaserc']);
});
