// @ts-check
// Which earlier commit of an app the skew stage runs beside the checkout: the app as readers
// had it before its latest release, i.e. the parent of the last commit that would release its
// site (its workflow's triggers, generated from what its build reads: scripts/releases/).
// (The last such commit would build the same bytes as the checkout when nothing changed
// since: a pair of identical builds tests no skew.)
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { readSiteWorkflows } from '../releases/site-workflows.mjs';
import { sitesReleasedBy } from '../releases/sites-released-by.mjs';

/** @param {string[]} args */
export function git(args, cwd = REPO_ROOT) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** The full hash of `rev` (a branch, a tag, a short hash). */
export function resolveCommit(rev) {
  return git(['rev-parse', '--verify', `${rev}^{commit}`]);
}

/** How far back the stage looks for an app's last release. */
const LOOK_BACK = 500;

/**
 * The commit before the last one (on the first-parent line up to `head`) that would release
 * `site`; null when the history has no earlier state of it.
 * @param {string} site shell, blog, red, portfolio
 * @param {string} [head]
 */
export function earlierCommitOf(site, head = 'HEAD') {
  const workflows = readSiteWorkflows(REPO_ROOT);
  const line = git(['rev-list', '--first-parent', `--max-count=${LOOK_BACK}`, head]).split('\n');
  for (const commit of line) {
    let changed;
    try {
      // Against its first parent: a merge's own change to main's line.
      changed = git(['diff', '--name-only', `${commit}^1`, commit])
        .split('\n')
        .filter(Boolean);
    } catch {
      return null; // the first commit
    }
    if (sitesReleasedBy(changed, workflows).includes(site)) return resolveCommit(`${commit}^1`);
  }
  return null;
}
