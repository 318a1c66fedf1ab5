// @ts-check
// Which earlier commit of an app the skew stage runs beside the checkout: the app as readers
// had it before its latest change, i.e. the parent of the last commit that changed what its
// build reads. (The last commit that touched it would build the same bytes as the checkout
// when nothing changed since: a pair of identical builds tests no skew.)
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../lib/repo-root.mjs';

/**
 * What an app's build reads besides its own folder: the design layer, the build toolchain,
 * the map of the sections and the package files. A first approximation of "changed the app's
 * output"; scripts/releases/ (issue 41, point 3) will give the workflows' own filters.
 */
export const SHARED_BUILD_INPUTS = [
  'shared',
  'toolchain',
  'sections',
  'package.json',
  'package-lock.json',
];

/** @param {string[]} args */
export function git(args, cwd = REPO_ROOT) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** The full hash of `rev` (a branch, a tag, a short hash). */
export function resolveCommit(rev) {
  return git(['rev-parse', '--verify', `${rev}^{commit}`]);
}

/**
 * The commit before the last one (on the first-parent line up to `head`) that changed `app`
 * or what its build reads; null when the history has no earlier state of the app.
 * @param {string} app the app's folder (shell, blog-remote, ...)
 * @param {string} [head]
 */
export function earlierCommitOf(app, head = 'HEAD') {
  const last = git(['rev-list', '-1', '--first-parent', head, '--', app, ...SHARED_BUILD_INPUTS]);
  if (!last) return null;
  try {
    return resolveCommit(`${last}^`);
  } catch {
    return null;
  }
}
