// A throw-away copy of the repository as it is on disk (tracked and new files, ignored ones
// left out), runnable without an install: its node_modules links to the repository's
// packages, except the workspaces (@site/*), which link to the copy's own folders, so the
// copy's code and content are what its builds and tests read.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceFolders } from '../lib/workspaces.mjs';

/** Every file git would commit from the working tree, as paths relative to `root`. */
function workingTreeFiles(root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed.split('\0').filter((file) => file && existsSync(path.join(root, file)));
}

/** The workspaces of the root package.json: `{ name, folder }`. */
function workspaces(root) {
  return workspaceFolders(root).map((folder) => ({
    folder,
    name: JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name,
  }));
}

/** `copy/node_modules`: the repository's packages, with the workspaces pointing into `copy`. */
function linkPackages(root, copy) {
  const modules = path.join(copy, 'node_modules');
  mkdirSync(modules);
  const ownScopes = new Map();
  for (const { name, folder } of workspaces(root)) {
    const [scope, bare] = name.split('/');
    if (!ownScopes.has(scope)) ownScopes.set(scope, []);
    ownScopes.get(scope).push({ bare, folder });
  }
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    const source = path.join(root, 'node_modules', entry);
    if (!ownScopes.has(entry)) {
      symlinkSync(source, path.join(modules, entry));
      continue;
    }
    // A scope that holds workspaces: its other packages still come from the repository.
    mkdirSync(path.join(modules, entry));
    const own = new Map(ownScopes.get(entry).map(({ bare, folder }) => [bare, folder]));
    for (const name of readdirSync(source)) {
      const target = own.has(name) ? path.join(copy, own.get(name)) : path.join(source, name);
      symlinkSync(target, path.join(modules, entry, name));
    }
  }
  // Packages a workspace keeps to itself (a version the root does not hoist).
  for (const { folder } of workspaces(root)) {
    const nested = path.join(root, folder, 'node_modules');
    if (existsSync(nested) && lstatSync(nested).isDirectory()) {
      symlinkSync(nested, path.join(copy, folder, 'node_modules'));
    }
  }
}

/**
 * What `npm ci` does after linking: the root's `prepare` script, which builds the typed ground
 * floor (the map of the sections, the hosting policy: their dist/ is not committed, and the
 * Jest and rspack configs import it) and makes the copy's empty likes store.
 */
function prepare(copy) {
  const run = spawnSync('npm', ['run', 'prepare'], { cwd: copy, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run prepare failed in the copy ${copy}`);
}

/** Copies the repository at `root` into a new temporary folder and returns its path. */
export function copyRepository(root) {
  const copy = mkdtempSync(path.join(tmpdir(), 'author-edit-'));
  for (const file of workingTreeFiles(root)) {
    cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  }
  linkPackages(root, copy);
  prepare(copy);
  return copy;
}
