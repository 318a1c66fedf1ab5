// `npm run bench`: the federated site against the same site built as one bundle, per route,
// in real Chromium at 390 px (see docs/performance.md for every definition).
//   --runs N           page loads per route and build (median; default 3)
//   --routes /a,/b     routes to measure (default: the four below)
//   --no-lighthouse    skip Lighthouse      --no-single   skip the single-bundle build
//   --rebuild          rebuild the single bundle (the federated build: `npm run build`)
//   --root DIR         measure another checkout's builds (e.g. a copy at an older commit)
//   --json FILE        also write every figure as JSON
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { loadLighthouse, CATEGORIES } from './lighthouse.mjs';
import { measureLoad } from './measure-load.mjs';
import { startStaticServer } from './static-server.mjs';
import { CHROMIUM_PATH, chromiumLaunchOptions } from '../lib/chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(option('--root', path.resolve(here, '../..')));
const runs = Number(option('--runs', '3'));
const routes = option('--routes', '/,/portfolio,/red-archive,/blog/vault/the-vault').split(',');
const withLighthouse = !args.includes('--no-lighthouse');
const withSingle = !args.includes('--no-single');
const SITE_PORT = 4186;
const SINGLE_PORT = 4187;
const singleRoot = path.join(root, 'bench/single-bundle');
const singleDist = path.join(singleRoot, 'dist');

function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')}: ${code}`)),
    );
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const median = (values) => {
  const numbers = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
};

/** The single bundle, prerendered like the federated site (the prerender step's own code). */
async function buildSingleBundle(apiOrigin) {
  await run('npx', ['rspack', 'build', '-c', path.join(singleRoot, 'rspack.config.mjs')]);
  const prerender = path.join(root, 'scripts/prerender');
  if (!existsSync(path.join(prerender, 'crawl.mjs'))) return 'not prerendered';
  const { crawlSite } = await import(pathToFileURL(path.join(prerender, 'crawl.mjs')).href);
  const { writePage } = await import(pathToFileURL(path.join(prerender, 'write-html.mjs')).href);
  copyFileSync(path.join(singleDist, 'index.html'), path.join(singleDist, 'spa.html'));
  const template = (await import('node:fs')).readFileSync(
    path.join(singleDist, 'spa.html'),
    'utf8',
  );
  const server = await startStaticServer({ root: singleDist, port: SINGLE_PORT, apiOrigin });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const pages = await crawlSite(browser, `http://127.0.0.1:${SINGLE_PORT}`);
    for (const page of pages) writePage(singleDist, template, page);
    return `prerendered ${pages.length} pages`;
  } finally {
    await browser.close();
    server.close();
  }
}

async function measureRoutes(browser, origin) {
  const figures = {};
  for (const route of routes) {
    const loads = [];
    for (let index = 0; index < runs; index += 1) {
      loads.push(await measureLoad(browser, `${origin}${route}`));
    }
    const pick = (key) => median(loads.map((load) => load[key]));
    figures[route] = {
      jsKb: pick('jsGzipBytes') / 1024,
      jsBeforeIdleKb: pick('jsGzipBytesBeforeIdle') / 1024,
      totalKb: pick('wireBytes') / 1024,
      requests: pick('requests'),
      depthBeforeFcp: pick('depthBeforeFcp'),
      depthAll: pick('depthAll'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
    };
  }
  return figures;
}

async function lighthouseRoutes(origin) {
  const runLighthouse = await loadLighthouse();
  if (!runLighthouse) return null;
  const scores = {};
  for (const route of routes) {
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      results.push(await runLighthouse(`${origin}${route}`));
    }
    scores[route] = {
      ...Object.fromEntries(
        CATEGORIES.map((id) => [id, median(results.map((result) => result.scores[id]))]),
      ),
      failing: [...new Set(results.flatMap((result) => result.failing))],
    };
  }
  return scores;
}

const fixed = (value, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));

function printTable(title, figures, scores) {
  console.info(`\n${title}`);
  const header = [
    'route'.padEnd(24),
    'JS gz KB',
    'JS@idle',
    'total KB',
    'req',
    'depth@FCP',
    'depth',
    'FCP ms',
    'LCP ms',
    'CLS',
    'TBT ms',
    ...(scores ? ['LH perf/a11y/bp/seo'] : []),
  ];
  console.info(header.join(' | '));
  for (const route of routes) {
    const f = figures[route];
    const s = scores?.[route];
    console.info(
      [
        route.padEnd(24),
        fixed(f.jsKb, 1).padStart(8),
        fixed(f.jsBeforeIdleKb, 1).padStart(7),
        fixed(f.totalKb, 1).padStart(8),
        fixed(f.requests).padStart(3),
        fixed(f.depthBeforeFcp).padStart(9),
        fixed(f.depthAll).padStart(5),
        fixed(f.fcp).padStart(6),
        fixed(f.lcp).padStart(6),
        fixed(f.cls, 3).padStart(5),
        fixed(f.tbt).padStart(6),
        ...(s ? [CATEGORIES.map((id) => fixed(s[id])).join('/')] : []),
      ].join(' | '),
    );
  }
}

const dbFile = path.join(root, `.data/bench-${SITE_PORT}.sqlite`);
if (
  !['shell', 'blog-remote', 'red-remote', 'portfolio-remote'].every((app) =>
    existsSync(path.join(root, app, 'dist/mf-manifest.json')),
  ) ||
  !existsSync(path.join(root, 'server/dist/main.js'))
) {
  console.info('No production build yet: running scripts/build-all.mjs');
  await run('node', ['scripts/build-all.mjs']);
}
const site = spawn('node', ['server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(SITE_PORT), LIKES_DB_FILE: dbFile },
  stdio: 'ignore',
});
const siteOrigin = `http://127.0.0.1:${SITE_PORT}`;
const singleOrigin = `http://127.0.0.1:${SINGLE_PORT}`;
let singleServer;
try {
  await waitFor(`${siteOrigin}/runtime-manifest.json`);
  let singleNote = 'skipped (--no-single)';
  if (withSingle) {
    if (args.includes('--rebuild') || !existsSync(path.join(singleDist, 'index.html'))) {
      singleNote = await buildSingleBundle(siteOrigin);
    } else singleNote = 'existing build (--rebuild to rebuild)';
    singleServer = await startStaticServer({
      root: singleDist,
      port: SINGLE_PORT,
      apiOrigin: siteOrigin,
    });
  }

  const browser = await chromium.launch(chromiumLaunchOptions());
  const federated = await measureRoutes(browser, siteOrigin);
  const single = withSingle ? await measureRoutes(browser, singleOrigin) : null;
  await browser.close();
  const scores = withLighthouse ? await lighthouseRoutes(siteOrigin) : null;

  console.info(
    `\nBench: ${runs} loads per route (medians), Chromium ${CHROMIUM_PATH}, 390x844 ` +
      'mobile, 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s. JS gz = JS bodies as sent to a ' +
      'gzip-only client; JS@idle = the part fetched before the first idle moment after load.',
  );
  printTable(`Federated site (${root})`, federated, scores);
  if (!scores) {
    console.info(
      withLighthouse
        ? 'Lighthouse columns skipped: the `lighthouse` package is not installed (npm i -D lighthouse@12.8.2).'
        : 'Lighthouse columns skipped (--no-lighthouse).',
    );
  }
  if (single) {
    printTable(`Single bundle (bench/single-bundle, ${singleNote})`, single, null);
    console.info('\nFederated / single-bundle ratios');
    console.info(`${'route'.padEnd(24)} | JS gz | JS@idle | LCP`);
    for (const route of routes) {
      const ratio = (key) =>
        single[route][key] ? fixed(federated[route][key] / single[route][key], 2) : 'n/a';
      console.info(
        `${route.padEnd(24)} | ${ratio('jsKb').padStart(5)} | ${ratio('jsBeforeIdleKb').padStart(7)} | ${ratio('lcp')}`,
      );
    }
  }
  if (scores) {
    console.info('\nLighthouse audits below 0.9 in any run:');
    for (const route of routes)
      console.info(`${route}: ${scores[route].failing.join(', ') || 'none'}`);
  }
  const json = option('--json', null);
  if (json) writeFileSync(json, JSON.stringify({ runs, federated, single, scores }, null, 2));
} finally {
  singleServer?.close();
  site.kill();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
}
