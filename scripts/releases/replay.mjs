// @ts-check
// npm run releases:replay -- [--last N]   (N defaults to 300)
// For each of the last N commits of HEAD (merges skipped), the sites whose workflow, as it is in
// the working tree, would release that commit's changes on a push to main: its `paths` match a
// changed file whose code changed (code-changes.mjs: a comment-only edit builds the same bytes,
// which the deploy does not upload); then how many commits release 0..4 sites, and last
// `N of M commits release more than one site`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSiteWorkflows, SITES } from './site-workflows.mjs';
import { filesChangingCode } from './code-changes.mjs';
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

/**
 * The texts of many `rev:path` objects in one `git cat-file --batch` (a `git show` each took
 * ~25 s for 300 commits); null where the path does not exist at that commit.
 * @param {string[]} objects
 * @returns {Map<string, string | null>}
 */
function textsAt(objects) {
  const output = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: objects.map((object) => `${object}\n`).join(''),
    maxBuffer: 1 << 30,
  });
  const texts = new Map();
  let at = 0;
  for (const object of objects) {
    const headerEnd = output.indexOf(10, at);
    const header = output.subarray(at, headerEnd).toString('utf8');
    if (header.endsWith(' missing')) {
      texts.set(object, null);
      at = headerEnd + 1;
      continue;
    }
    const size = Number(header.split(' ')[2]);
    texts.set(object, output.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    at = headerEnd + 1 + size + 1;
  }
  return texts;
}

const changes = commits.map((commit) => {
  const changedFiles = git(['diff-tree', '--no-commit-id', '--name-only', '-r', commit.sha])
    .split('\n')
    .filter(Boolean);
  // Only files some workflow would release are read twice and compiled.
  const released = changedFiles.filter((file) => sitesReleasedBy([file], workflows).length > 0);
  return { commit, released };
});
const texts = textsAt(
  changes.flatMap(({ commit, released }) =>
    released.flatMap((file) => [`${commit.sha}^:${file}`, `${commit.sha}:${file}`]),
  ),
);
const replayed = changes.map(({ commit, released }) => {
  const before = (/** @type {string} */ file) => texts.get(`${commit.sha}^:${file}`) ?? null;
  const after = (/** @type {string} */ file) => texts.get(`${commit.sha}:${file}`) ?? null;
  // Each site by its own view of the files that hold every site's facts (site-views.mjs).
  const sites = workflows
    .filter(
      (workflow) =>
        sitesReleasedBy(filesChangingCode(released, before, after, workflow.site), [workflow])
          .length > 0,
    )
    .map(({ site }) => site);
  return { ...commit, sites };
});

for (const { short, sites, subject } of replayed) {
  const shown = sites.length === 0 ? '-' : sites.join(',');
  console.info(`${short}  ${shown.padEnd(26)}  ${subject.slice(0, 100)}`);
}
console.info('');
for (const line of summarizeReplay(replayed, SITES.length).lines) console.info(line);
