// @ts-check
// The skew stage (issue 41, point 4): sections ship on their own, so readers meet a shell and
// a section built from different commits. For each section of the map, two pairs are served
// together and every page of the section checked in Chromium (check-pair.mjs):
//   (a) the checkout's shell with the section built from an earlier commit;
//   (b) the checkout's section under a shell built from an earlier commit.
// The earlier commit is the app before its latest change (earlier-commit.mjs), or --against.
//   node scripts/skew/index.mjs [--against REV] [--section blog] [--install] [--report FILE]
// Needs this checkout's builds (npm run build) and Chromium.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SECTION_NAMES, SECTIONS, SHELL } from '@site/sections';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { buildEarlierApp } from './build-earlier.mjs';
import { checkPair } from './check-pair.mjs';
import { earlierCommitOf, git, resolveCommit } from './earlier-commit.mjs';
import { sectionRoutes } from './section-routes.mjs';
import { printTable } from './table.mjs';
import { worktreeOf } from './worktree.mjs';

const { values: args } = parseArgs({
  options: {
    against: { type: 'string' },
    section: { type: 'string', multiple: true },
    install: { type: 'boolean', default: false },
    report: { type: 'string' },
  },
});
const started = Date.now();
const sections = args.section?.length ? args.section : SECTION_NAMES;
for (const name of sections) {
  if (!SECTION_NAMES.includes(/** @type {any} */ (name))) {
    console.error(`skew: no section "${name}" in @site/sections (${SECTION_NAMES.join(', ')})`);
    process.exit(2);
  }
}
const shellDist = path.join(REPO_ROOT, SHELL.app, 'dist');
if (!existsSync(path.join(shellDist, 'sitemap.xml'))) {
  console.error('skew: the checkout is not built and prerendered yet: npm run build');
  process.exit(2);
}
const baseManifest = JSON.parse(
  readFileSync(path.join(shellDist, 'runtime-manifest.json'), 'utf8'),
);
const head = git(['rev-parse', '--short=7', 'HEAD']);
const dirty = git(['status', '--porcelain', '--untracked-files=no']) ? '+' : '';
const against = args.against ? resolveCommit(args.against) : null;

/** @param {string} site shell, or a section's name */
const earlierOf = (site) => against ?? earlierCommitOf(site);

/** One worktree made at a time (git locks its worktree list); two builds at a time (2 cores). */
let worktreeTurn = Promise.resolve();
const buildSlots = { free: 2, waiting: /** @type {Array<() => void>} */ ([]) };
async function inBuildSlot(work) {
  if (buildSlots.free === 0) await new Promise((resolve) => buildSlots.waiting.push(resolve));
  else buildSlots.free -= 1;
  try {
    return await work();
  } finally {
    const next = buildSlots.waiting.shift();
    if (next) next();
    else buildSlots.free += 1;
  }
}

/** The earlier builds the pairs need, by commit and app, each made once. */
const earlierBuilds = new Map();
/** @param {string | null} commit @param {string} app */
function earlierBuild(commit, app) {
  if (!commit) return Promise.resolve({ skipped: `${app} has no earlier commit` });
  const key = `${commit}:${app}`;
  if (!earlierBuilds.has(key)) {
    const worktree = worktreeTurn.then(() => worktreeOf(commit, { install: args.install }));
    worktreeTurn = worktree.then(
      () => undefined,
      () => undefined,
    );
    earlierBuilds.set(
      key,
      worktree.then(async (made) => {
        if (!made.tree) return { skipped: made.why };
        const tree = made.tree;
        const { dist, seconds } = await inBuildSlot(() => buildEarlierApp(tree, app));
        if (seconds > 0) {
          console.info(`skew: built ${app} of ${commit.slice(0, 7)} in ${seconds.toFixed(1)} s`);
        }
        return { dist };
      }),
    );
  }
  return earlierBuilds.get(key);
}

/** How many releases further back the stage looks past earlier commits that do not build. */
const UNBUILT_SKIPPED = 3;

/**
 * The earlier commit of `site` whose `app` builds. A commit whose build fails never reached
 * readers (CI refuses it before any release), so the release they had is the one before it.
 * With --against, that commit as it is.
 * @param {string} site @param {string} app
 */
async function releasedEarlier(site, app) {
  let commit = earlierOf(site);
  if (against) return commit;
  for (let skipped = 0; commit && skipped <= UNBUILT_SKIPPED; skipped += 1) {
    try {
      await earlierBuild(commit, app);
      return commit;
    } catch (error) {
      const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.info(
        `skew: ${app} of ${commit.slice(0, 7)} does not build (${why}); the release before it`,
      );
      commit = earlierCommitOf(site, commit);
    }
  }
  return commit;
}

const shellCommit = await releasedEarlier('shell', SHELL.app);
const sectionCommits = new Map();
for (const name of sections) {
  const section = SECTIONS[/** @type {keyof typeof SECTIONS} */ (name)];
  sectionCommits.set(name, await releasedEarlier(name, section.app));
}
const plans = sections.flatMap((name) => {
  const section = SECTIONS[/** @type {keyof typeof SECTIONS} */ (name)];
  const sectionCommit = sectionCommits.get(name);
  const routes = sectionRoutes(shellDist, section.prefixes);
  return [
    {
      name,
      section,
      routes,
      shell: { commit: null, build: Promise.resolve({ dist: shellDist }) },
      remote: { commit: sectionCommit, build: earlierBuild(sectionCommit, section.app) },
    },
    {
      name,
      section,
      routes,
      shell: { commit: shellCommit, build: earlierBuild(shellCommit, SHELL.app) },
      // The section as the earlier shell's release had it: its pages, if the pair renders none.
      servedWith: earlierBuild(shellCommit, section.app),
      // Its neighbours as the earlier shell's release had them, each section of that commit.
      others: SECTION_NAMES.filter((other) => other !== name).map((other) => ({
        scope: SECTIONS[other].scope,
        build: earlierBuild(shellCommit, SECTIONS[other].app),
      })),
      remote: {
        commit: null,
        build: Promise.resolve({ dist: path.join(REPO_ROOT, section.app, 'dist') }),
      },
    },
  ];
});

const browser = await chromium.launch(chromiumLaunchOptions());
const rows = [];
try {
  for (const plan of plans) {
    const label = (commit) => (commit ? commit.slice(0, 7) : `${head}${dirty}`);
    const row = {
      shell: label(plan.shell.commit),
      remote: label(plan.remote.commit),
      section: plan.name,
    };
    let shellBuild, remoteBuild;
    try {
      [shellBuild, remoteBuild] = await Promise.all([plan.shell.build, plan.remote.build]);
    } catch (error) {
      rows.push({
        ...row,
        routes: 0,
        result: 'FAILED',
        problems: [`build: ${String(error).split('\n')[0]}`],
      });
      continue;
    }
    const skipped = shellBuild.skipped ?? remoteBuild.skipped;
    if (skipped) {
      rows.push({ ...row, routes: 0, result: 'skipped', problems: [skipped] });
      continue;
    }
    console.info(`skew: ${plan.name}: shell ${row.shell} with ${plan.section.app} ${row.remote}`);
    const result = await checkPair(browser, {
      name: plan.name,
      dir: path.join(REPO_ROOT, '.data/skew/served', `${plan.name}-${row.shell}-${row.remote}`),
      shellDist: shellBuild.dist,
      sectionDist: remoteBuild.dist,
      scope: plan.section.scope,
      routes: plan.routes,
      baseManifest,
      servedWith: plan.servedWith ? (await plan.servedWith).dist : undefined,
      others: Object.fromEntries(
        await Promise.all(
          (plan.others ?? []).map(async ({ scope, build }) => [scope, (await build).dist]),
        ),
      ),
    });
    const notThere = result.missing.length
      ? ` (+${result.missing.length} not in that release)`
      : '';
    rows.push({
      ...row,
      routes: `${result.checked}${notThere}`,
      result: result.outcome,
      problems: result.problems,
    });
  }
} finally {
  await browser.close();
}

printTable(rows);
const failed = rows.filter((row) => row.result === 'FAILED').length;
const passed = rows.filter((row) => row.result !== 'FAILED' && row.result !== 'skipped').length;
console.info(
  `skew: ${passed} pairs passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (args.report) writeFileSync(args.report, JSON.stringify({ passed, failed, rows }, null, 2));
process.exit(failed === 0 ? 0 : 1);
