// `npm run bench:federation-cost`: what the federated pages carry that the same pages built as
// one bundle do not (issue 42, docs/performance.md "What the federation costs"). For each
// route, in Chromium at 390 px, the JS each build fetches before the first idle moment; each
// file's gzip bytes are shared among the modules it holds in proportion to their minified
// characters (its source map), and the modules are grouped by what they are: React, the
// router, Emotion, Module Federation's runtime, the bundler's runtime, the shell's, the design
// layer's and each section's own code. The difference per group is the federation's cost.
//   --routes /a,/b   routes (default: the bench's four)
//   --rebuild        rebuild the single bundle first (else an existing build is used)
//   --json FILE      also write every figure as JSON
// Bytes do not vary between loads: one load a route and build is enough.
/* global addEventListener, requestIdleCallback */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS, SECTION_NAMES } from '@site/sections';
import { chromium } from 'playwright-core';
import { ensureSiteBuilt } from '../lib/built-server.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { optionValue } from '../lib/cli-option.mjs';
import { gzipWireSize } from '../lib/gzip-size.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { mappedSegments } from './source-map-segments.mjs';
import {
  buildSingleBundle,
  singleBundleDist,
  singleBundleReady,
  startSingleServer,
  startSiteServer,
} from './single-bundle.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => optionValue(args, name, fallback);
const routes = option('--routes', '/,/portfolio,/red-archive,/blog/vault/the-vault').split(',');

/**
 * What a module is, from its path in the repository (or in node_modules), first match wins.
 * Module Federation's runtime glue is emitted as a `data:` module.
 */
const KINDS = [
  ['Module Federation runtime', /^data:|node_modules\/@module-federation\//],
  ['bundler runtime', /(^|\/)webpack\/runtime\//],
  ['React DOM', /node_modules\/(react-dom|scheduler)\//],
  ['React', /node_modules\/react\//],
  ['React Router', /node_modules\/react-router(-dom)?\//],
  ['Emotion', /node_modules\/(@emotion\/[^/]+|stylis)\//],
  ['other packages', /node_modules\//],
  ['@site/shared', /^shared\//],
  ['the map of the sections', /^sections\//],
  ['shell', /^shell\//],
  ['single bundle glue', /^bench\/single-bundle\//],
  ...SECTION_NAMES.map((name) => [`${name} section`, new RegExp(`^${SECTIONS[name].app}/`)]),
];
const UNMAPPED = 'chunk wrappers (no source)';

/** The User Timing mark after which a page fetches ahead of the reader, read from its source. */
const FETCH_AHEAD_MARK = (() => {
  const source = readFileSync(path.join(REPO_ROOT, 'shared/src/ui/after-load-idle.ts'), 'utf8');
  const mark = /FETCH_AHEAD_MARK = '([^']+)'/.exec(source)?.[1];
  if (!mark) throw new Error('shared/src/ui/after-load-idle.ts no longer names FETCH_AHEAD_MARK');
  return mark;
})();

/** The kind of a source map's source, its path made relative to the repository. */
function kindOf(source, context) {
  if (source.startsWith('data:')) return KINDS[0][0];
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inRepo = relative.startsWith('webpack/runtime/')
    ? relative
    : path.relative(REPO_ROOT, path.resolve(context, relative));
  return KINDS.find(([, pattern]) => pattern.test(inRepo))?.[0] ?? `other (${inRepo})`;
}

/** Minified characters of `file` per kind of module, by its source map. */
function charactersByKind(file, context) {
  const code = readFileSync(file, 'utf8');
  const byKind = new Map();
  const add = (kind, count) => byKind.set(kind, (byKind.get(kind) ?? 0) + count);
  if (!existsSync(`${file}.map`)) {
    add(UNMAPPED, code.length);
    return { byKind, total: code.length };
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lineLengths = code.split('\n').map((line) => line.length);
  let mapped = 0;
  for (const { column, end, source } of mappedSegments(map.mappings, lineLengths)) {
    const count = end - column;
    mapped += count;
    add(source === null ? UNMAPPED : kindOf(map.sources[source], context), count);
  }
  add(UNMAPPED, Math.max(0, code.length - mapped));
  return { byKind, total: code.length };
}

/** The section whose prefix a route is under, or null (the shell's own pages). */
const sectionOf = (route) =>
  SECTION_NAMES.find((name) =>
    SECTIONS[name].prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)),
  ) ?? null;

/** The file a URL of a build serves, and the folder its build compiled from. */
function fileOf(pathname, build) {
  if (build === 'single') {
    const dist = singleBundleDist(REPO_ROOT);
    return { file: path.join(dist, pathname), context: path.dirname(dist) };
  }
  const section = SECTION_NAMES.find((name) => pathname.startsWith(`/remotes/${name}/`));
  const app = section ? SECTIONS[section].app : 'shell';
  const inApp = section ? pathname.slice(`/remotes/${section}`.length) : pathname;
  return {
    file: path.join(REPO_ROOT, app, 'dist', inApp),
    context: path.join(REPO_ROOT, app),
  };
}

/**
 * The JS a route fetches for its own load, as the budgets test counts it: everything until the
 * network is quiet, except what the page fetches ahead of the reader (after its `prefetch`
 * mark, FETCH_AHEAD_MARK) and another section's code deferred until idle. Not "before the
 * first idle moment": a page's chunks still arrive after the browser's first idle callback.
 */
async function scriptsOfOwnLoad(browser, origin, route) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() =>
      addEventListener('load', () =>
        requestIdleCallback(() => (globalThis.federationCostIdleAt = performance.now()), {
          timeout: 3000,
        }),
      ),
    );
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => globalThis.federationCostIdleAt !== undefined);
    return await page.evaluate(
      ({ mark, ownRemote }) => {
        const aheadFrom = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Infinity;
        const idleAt = globalThis.federationCostIdleAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < aheadFrom)
          .filter((entry) => {
            const remote = /^\/remotes\/(\w+)\//.exec(new URL(entry.name).pathname)?.[1];
            return !remote || remote === ownRemote || entry.startTime < idleAt;
          })
          .map((entry) => entry.name)
          .filter((name) => /\.m?js$/.test(new URL(name).pathname));
      },
      { mark: FETCH_AHEAD_MARK, ownRemote: sectionOf(route) },
    );
  } finally {
    await context.close();
  }
}

/** KB gzip per kind of module for one route of one build. */
async function costOf(browser, origin, route, build) {
  const kb = new Map();
  for (const url of await scriptsOfOwnLoad(browser, origin, route)) {
    const { file, context } = fileOf(new URL(url).pathname, build);
    const gzipKb = (await gzipWireSize(url)) / 1024;
    const { byKind, total } = charactersByKind(file, context);
    for (const [kind, count] of byKind)
      kb.set(kind, (kb.get(kind) ?? 0) + (gzipKb * count) / total);
  }
  return kb;
}

const sum = (map) => [...map.values()].reduce((total, value) => total + value, 0);

function printRoute(route, federated, single) {
  const kinds = [...new Set([...federated.keys(), ...single.keys()])].sort(
    (a, b) =>
      (federated.get(b) ?? 0) -
      (single.get(b) ?? 0) -
      ((federated.get(a) ?? 0) - (single.get(a) ?? 0)),
  );
  const cell = (value) => (value ?? 0).toFixed(1).padStart(6);
  console.info(
    `\n${route}: federated ${sum(federated).toFixed(1)} KB, single ${sum(single).toFixed(1)} KB, ${(sum(federated) / sum(single)).toFixed(2)}x`,
  );
  console.info(`${'what'.padEnd(32)} | federated | single | federated - single`);
  for (const kind of kinds) {
    const difference = (federated.get(kind) ?? 0) - (single.get(kind) ?? 0);
    console.info(
      `${kind.padEnd(32)} | ${cell(federated.get(kind)).padStart(9)} | ${cell(single.get(kind))} | ${difference >= 0 ? '+' : ''}${difference.toFixed(1)}`,
    );
  }
}

await ensureSiteBuilt(REPO_ROOT);
if (args.includes('--rebuild') || !singleBundleReady(REPO_ROOT)) {
  console.info(`single bundle: ${await buildSingleBundle(REPO_ROOT)}`);
}
const site = await startSiteServer(REPO_ROOT, 0);
const singleSite = await startSingleServer(REPO_ROOT);
const browser = await chromium.launch(chromiumLaunchOptions());
const figures = {};
try {
  for (const route of routes) {
    const federated = await costOf(browser, site.origin, route, 'federated');
    const single = await costOf(browser, singleSite.origin, route, 'single');
    printRoute(route, federated, single);
    figures[route] = {
      federated: Object.fromEntries(federated),
      single: Object.fromEntries(single),
    };
  }
} finally {
  await browser.close();
  site.stop();
  singleSite.stop();
}
const json = option('--json', null);
if (json) writeFileSync(json, `${JSON.stringify(figures, null, 2)}\n`);
