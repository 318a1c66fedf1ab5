// @ts-check
// An earlier commit checked out beside this one (a git worktree in .data/skew/trees/), ready
// to build its apps with its own @site/* packages (design layer, toolchain, map of the
// sections) and, when its package-lock.json is this checkout's, this checkout's installed
// packages: no `npm ci` (2-4 minutes here) for a tree whose dependencies are the same.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { run } from '../lib/run.mjs';
import { git } from './earlier-commit.mjs';

export const TREES_DIR = path.join(REPO_ROOT, '.data/skew/trees');

/** The scope of the workspaces: their links must be the tree's own folders, never ours. */
const WORKSPACE_SCOPE = '@site';

/**
 * What a build writes under node_modules (its build-inputs list, rspack's cache): the tree's
 * own, or an earlier build would overwrite the checkout's list of what its builds read, and
 * `releases:triggers --check` would then fail in the checkout.
 */
const BUILD_CACHE = '.cache';

/**
 * The packages a lock installs, without the workspaces: their own entries (version,
 * dependencies) are the tree's own folders, linked, never taken from the checkout.
 * @param {string} lockText
 */
function installedPackages(lockText) {
  const lock = JSON.parse(lockText);
  const installed = Object.entries(lock.packages ?? {}).filter(
    ([where, entry]) => where.includes('node_modules/') && !entry.link,
  );
  return JSON.stringify(installed);
}

/**
 * Whether the commit installs the same packages as the checkout (its package-lock.json may
 * differ in the workspaces' own versions: @site/shared 6.0.0 -> 7.0.0 changes no package).
 */
export function sameLockAsCheckout(commit) {
  const theirs = git(['show', `${commit}:package-lock.json`]);
  const ours = readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8');
  return installedPackages(theirs) === installedPackages(ours);
}

/**
 * node_modules for the tree: a link per installed package of the checkout, except the
 * workspaces' links (@site/*), which point at the tree's own folders.
 * @param {string} tree
 */
function linkCheckoutPackages(tree) {
  const ours = path.join(REPO_ROOT, 'node_modules');
  const theirs = path.join(tree, 'node_modules');
  mkdirSync(path.join(theirs, WORKSPACE_SCOPE), { recursive: true });
  for (const entry of readdirSync(ours)) {
    if (entry === WORKSPACE_SCOPE || entry === '.package-lock.json' || entry === BUILD_CACHE) {
      continue;
    }
    symlinkSync(path.join(ours, entry), path.join(theirs, entry));
  }
  for (const workspace of readdirSync(path.join(ours, WORKSPACE_SCOPE))) {
    // The folder the checkout's link names (../../shell), taken in the tree.
    const folder = path.basename(path.resolve(path.join(ours, WORKSPACE_SCOPE), workspace));
    if (existsSync(path.join(tree, folder))) {
      symlinkSync(path.join(tree, folder), path.join(theirs, WORKSPACE_SCOPE, workspace));
    }
  }
}

/**
 * The worktree of `commit`, created and made buildable on first use. `install` allows an
 * `npm ci` there when its lock differs; without it such a tree is refused (null, with why).
 * @param {string} commit full hash
 * @param {{ install?: boolean }} [options]
 * @returns {Promise<{ tree: string } | { tree: null, why: string }>}
 */
export async function worktreeOf(commit, { install = false } = {}) {
  const tree = path.join(TREES_DIR, commit.slice(0, 12));
  const ready = path.join(tree, 'node_modules/.skew-ready');
  if (existsSync(ready)) {
    // A tree made before its cache was its own links the checkout's: it gets its own.
    const cache = path.join(tree, 'node_modules', BUILD_CACHE);
    if (existsSync(cache) && lstatSync(cache).isSymbolicLink()) unlinkSync(cache);
    return { tree };
  }
  const sameLock = sameLockAsCheckout(commit);
  if (!sameLock && !install) {
    return {
      tree: null,
      why: `${commit.slice(0, 7)} installs other packages (package-lock.json): npm ci there costs 2-4 min (--install to allow it)`,
    };
  }
  if (!existsSync(tree)) {
    mkdirSync(TREES_DIR, { recursive: true });
    git(['worktree', 'add', '--detach', '--force', tree, commit]);
  }
  if (sameLock) {
    if (!existsSync(path.join(tree, 'node_modules'))) linkCheckoutPackages(tree);
    // What `npm ci` runs there (the root's prepare: the hosting policy's and the map's builds).
    await run('npm', ['run', 'prepare', '--silent'], { cwd: tree });
  } else {
    console.info(`skew: ${commit.slice(0, 7)} installs other packages: npm ci there`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree });
  }
  await run('touch', [ready]);
  return { tree };
}
