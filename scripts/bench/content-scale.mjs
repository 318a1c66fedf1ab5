// npm run bench:content -- --posts N [--cold] [--compare] [--runs R] [--keep] [--json FILE]
// What a blog of N more posts costs: copies the repository's tracked files into a temporary
// folder, writes N posts there the documented way (one Markdown file each:
// generate-posts.mjs), runs `npm run build` in the copy, then the byte budgets test on its
// production build. Prints the build's time (and the prerender's, with pages per second), the
// JS KB before idle of /blog, the longest category list and a post, and the prerendered HTML's
// bytes. Compare N = 0 with N = 1,000 measured in one run: absolute times differ ~3x between
// this project's machines (docs/performance.md, "A thousand posts"). --compare does that: the
// sample site first, then N more posts, and the ratio of their build times. --cold builds as a
// clean clone does, with the link-preview cards' cache empty (else this checkout's is shared).
// --runs R builds each side R times, one after the other in turn, and ends with the ratio of
// the median build times: on this project's shared machines one build of the sample site took
// 20.6 s and the next 28.2 s, so a single run's ratio moved 1.80-2.38x (issue 42).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { budgetFrom, limitsOf, readMeasuredBudgets } from '../lib/budgets.mjs';
import { REPO_ROOT } from '../lib/built-server.mjs';
import { run } from '../lib/run.mjs';
import { BUILD_INPUTS_DIR } from '../../toolchain/build-inputs-plugin.mjs';
import { generatePosts } from './generate-posts.mjs';
import { median, medianRatioInterval, verdictOf } from './ratio-interval.mjs';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '0' },
    cold: { type: 'boolean', default: false },
    compare: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const postCount = Number(args.posts);
if (!Number.isInteger(postCount) || postCount < 0) {
  console.error('--posts must be a whole number (0: the site as it is)');
  process.exit(2);
}
const runCount = Number(args.runs);
if (!Number.isInteger(runCount) || runCount < 1) {
  console.error('--runs must be a whole number, at least 1');
  process.exit(2);
}

/** The repository's tracked files in a fresh folder, sharing this checkout's node_modules. */
function copyRepository() {
  const copy = mkdtempSync(path.join(tmpdir(), 'content-bench-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(REPO_ROOT, file);
    try {
      if (!statSync(from).isFile()) continue;
    } catch {
      continue; // deleted in the working tree
    }
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(from, path.join(copy, file));
  }
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Every prerendered HTML file of a shell build and their bytes. */
function htmlBytes(distDir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.name === '.spa.html') continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return { files, bytes };
}

const measured = readMeasuredBudgets();

/** One build of the site with `count` generated posts, in a copy of its own. */
async function benchOnce(count) {
  const copy = copyRepository();
  console.info(`content bench: ${count} generated post(s) in ${copy}${args.cold ? ', cold' : ''}`);
  try {
    generatePosts(path.join(copy, 'blog-remote/content/posts'), count);
    const cardsCache = path.join(copy, '.bench-cards-cache');
    const build = await run('npm', ['run', 'build'], {
      cwd: copy,
      output: 'stream',
      ...(args.cold ? { env: { SITE_CARDS_CACHE: cardsCache } } : {}),
    });
    const prerender = Number(/prerender took ([\d.]+) s/.exec(build.output)?.[1] ?? NaN);
    const pages = Number(/prerendered (\d+) pages/.exec(build.output)?.[1] ?? NaN);
    const cards = /cards: (\d+) made, (\d+) unchanged, in ([\d.]+) s/.exec(build.output);
    const report = path.join(copy, 'test-results/budgets-report.jsonl');
    mkdirSync(path.dirname(report), { recursive: true });
    writeFileSync(report, '');
    await run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'budgets', '--reporter=line'],
      {
        cwd: copy,
        env: { BUDGETS_RECORD: report, E2E_PORT: String(4600 + (process.pid % 300)) },
        output: 'stream',
      },
    ).catch((error) => console.error(`budgets: ${error.message} (the figures are below)`));
    const budgets = readFileSync(report, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.path.startsWith('/blog'));
    const html = htmlBytes(path.join(copy, 'shell/dist'));
    return {
      posts: count,
      cold: args.cold,
      buildSeconds: build.seconds,
      prerenderSeconds: prerender,
      cards: cards ? { made: Number(cards[1]), seconds: Number(cards[3]) } : null,
      pages: pages + 1,
      pagesPerSecond: (pages + 1) / prerender,
      js: budgets.map((entry) => ({
        path: entry.path,
        kb: Number(entry.jsKb.toFixed(2)),
        // The repository's budget for that kind of page: the bytes must not grow with the posts.
        budgetKb: budgetFrom(measured.routes[entry.measuredAs], limitsOf(entry.measuredAs)).jsKb,
      })),
      html: { files: html.files, kb: Number((html.bytes / 1024).toFixed(0)) },
    };
  } finally {
    if (args.keep) console.info(`kept ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
}

function printResult(result) {
  console.info(`\ncontent bench, ${result.posts} generated post(s)${result.cold ? ', cold' : ''}:`);
  console.info(`  npm run build     ${result.buildSeconds.toFixed(1)} s`);
  console.info(
    `  prerender         ${result.prerenderSeconds.toFixed(1)} s for ${result.pages} pages (${result.pagesPerSecond.toFixed(1)} pages/s)`,
  );
  if (result.cards) {
    // Cards are painted during the crawl (scripts/cards/cards-ahead.mjs): this is the wait after it.
    console.info(
      `  cards             ${result.cards.made} made, ${result.cards.seconds} s waited for after the crawl`,
    );
  }
  for (const { path: page, kb, budgetKb } of result.js) {
    const verdict = kb <= budgetKb ? 'within' : 'OVER';
    console.info(`  JS before idle    ${kb} KB  ${page} (${verdict} its budget, ${budgetKb} KB)`);
  }
  console.info(`  prerendered HTML  ${result.html.files} files, ${result.html.kb} KB`);
}

/**
 * The copies link this checkout's node_modules, where every production build records the
 * files it read (toolchain/build-inputs-plugin.mjs): the copies' builds would leave their
 * record (with the generated posts) in place of this checkout's, and `releases:triggers`
 * would then read it. This checkout's record is put back once the bench is done.
 */
function keepBuildInputs() {
  const dir = path.join(REPO_ROOT, BUILD_INPUTS_DIR);
  const saved = existsSync(dir)
    ? readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name))])
    : [];
  return function restore() {
    rmSync(dir, { recursive: true, force: true });
    if (saved.length > 0) mkdirSync(dir, { recursive: true });
    for (const [name, bytes] of saved) writeFileSync(path.join(dir, name), bytes);
  };
}

const seconds = (values) => values.map((value) => `${value.toFixed(1)} s`).join(', ');

const sides = args.compare && postCount > 0 ? [0, postCount] : [postCount];
/** Each run's results, the sides in turn within a run. */
const runs = [];
const restoreBuildInputs = keepBuildInputs();
try {
  for (let index = 0; index < runCount; index += 1) {
    const results = [];
    for (const count of sides) results.push(await benchOnce(count));
    runs.push(results);
  }
} finally {
  restoreBuildInputs();
}
for (const results of runs) for (const result of results) printResult(result);
const buildTimes = sides.map((_, side) => runs.map((results) => results[side].buildSeconds));
if (runCount > 1) {
  console.info('');
  sides.forEach((count, side) =>
    console.info(
      `${count} generated post(s): npm run build ${seconds(buildTimes[side])}; median ${median(buildTimes[side]).toFixed(1)} s`,
    ),
  );
}
if (sides.length === 2) {
  const ratio = median(buildTimes[1]) / median(buildTimes[0]);
  console.info(
    `\n${postCount} more posts build in ${ratio.toFixed(2)}x the sample site's time${runCount > 1 ? `, median against median over ${runCount} runs` : ''}${args.cold ? ' (both cold)' : ''}; the target is at most 2x`,
  );
  if (runCount > 1) {
    const each = runs.map(([sample, more]) => (more.buildSeconds / sample.buildSeconds).toFixed(2));
    const interval = medianRatioInterval(buildTimes[1], buildTimes[0]);
    console.info(
      `  each run: ${each.map((value) => `${value}x`).join(', ')}; ${interval.level * 100}% interval ${interval.low.toFixed(2)}-${interval.high.toFixed(2)}x: ${verdictOf(interval, 2)}`,
    );
  }
}
if (args.json) {
  const results = runs.flat();
  writeFileSync(
    args.json,
    `${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}\n`,
  );
}
