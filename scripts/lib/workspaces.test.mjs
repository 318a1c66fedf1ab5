import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { APP_FOLDERS } from './apps.mjs';
import { REPO_ROOT } from './repo-root.mjs';
import { workspaceFolders } from './workspaces.mjs';

/** A root with these workspaces listed and these folders holding a package.json. */
function rootWith(t, workspaces, packages, otherFolders = []) {
  const root = mkdtempSync(path.join(tmpdir(), 'workspaces-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces }));
  for (const folder of packages) {
    mkdirSync(path.join(root, folder));
    writeFileSync(path.join(root, folder, 'package.json'), '{}');
  }
  for (const folder of otherFolders) mkdirSync(path.join(root, folder));
  return root;
}

test('a pattern gives the root folders it matches that hold a package, in name order', (t) => {
  const root = rootWith(
    t,
    ['shared', '*-remote', 'server'],
    ['shared', 'zine-remote', 'blog-remote', 'server'],
    ['notes-remote'],
  );
  assert.deepEqual(workspaceFolders(root), ['shared', 'blog-remote', 'zine-remote', 'server']);
});

test('a pattern this reader does not expand is a clear error, not a silent miss', (t) => {
  const root = rootWith(t, ['apps/*'], []);
  assert.throws(() => workspaceFolders(root), /workspace pattern "apps\/\*"/);
});

test("the repository's own list gives every app of the map", () => {
  const folders = workspaceFolders(REPO_ROOT);
  for (const app of APP_FOLDERS) assert.ok(folders.includes(app), `${app} is not a workspace`);
});
