// @ts-check
// npm run releases:replay -- [--last N]   (N defaults to 300)
// For each of the last N commits of HEAD (merges skipped), the sites whose workflow, as it is in
// the working tree, would start a release on a push of that commit's changes to main; then how
// many commits release 0..4 sites, and last `N of M commits release more than one site`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSiteWorkflows, SITES } from './site-workflows.mjs';
import { sitesReleasedBy } from './sites-released-by.mjs';
import { summarizeReplay } from './replay-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { last: { type: 'string', default: '300' } } });
const last = Number(values.last);
if (!Number.isInteger(last) || last < 1) {
  console.error(`releases:replay: --last wants a positive whole number, not ${values.last}`);
  process.exit(2);
}

/** @param {string[]} args */
const git = (args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });

const workflows = readSiteWorkflows(root);
const commits = git(['log', '--no-merges', `-n${last}`, '--format=%H%x09%h%x09%s', 'HEAD'])
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [sha, short, ...subject] = line.split('\t');
    return { sha, short, subject: subject.join('\t') };
  });

const replayed = commits.map((commit) => {
  const changedFiles = git(['diff-tree', '--no-commit-id', '--name-only', '-r', commit.sha])
    .split('\n')
    .filter(Boolean);
  return { ...commit, sites: sitesReleasedBy(changedFiles, workflows) };
});

for (const { short, sites, subject } of replayed) {
  const shown = sites.length === 0 ? '-' : sites.join(',');
  console.info(`${short}  ${shown.padEnd(26)}  ${subject.slice(0, 100)}`);
}
console.info('');
for (const line of summarizeReplay(replayed, SITES.length).lines) console.info(line);
