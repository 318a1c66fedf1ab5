// A version of @site/shared names one API: the first commit of the main line that recorded a
// version in shared/api-report.json fixed what it means. Two branches that each add an export
// under the same new minor merge to one number with two APIs, which no range can tell apart
// (a shell on one, a remote needing the other: a broken section). This finds that record.
import { execFileSync } from 'node:child_process';

const REPORT = 'shared/api-report.json';

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The main line: `main` where the checkout has it (a branch is judged against it), else HEAD. */
function mainLine(cwd) {
  try {
    git(['rev-parse', '--verify', '--quiet', 'refs/heads/main'], cwd);
    return 'main';
  } catch {
    return 'HEAD';
  }
}

/**
 * The first report of the main line's first-parent history that recorded `version`, with its
 * commit; null when none did, or when the checkout has no history to read (a tarball).
 */
export function firstRecordOf(version, cwd) {
  let commits;
  try {
    commits = git(
      ['log', '--first-parent', '--reverse', '--format=%H', mainLine(cwd), '--', REPORT],
      cwd,
    )
      .split('\n')
      .filter(Boolean);
  } catch {
    return null;
  }
  for (const commit of commits) {
    let report;
    try {
      report = JSON.parse(git(['show', `${commit}:${REPORT}`], cwd));
    } catch {
      continue;
    }
    if (report.version === version) return { commit, report };
  }
  return null;
}
