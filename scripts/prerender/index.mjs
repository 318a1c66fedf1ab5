// Prerenders the built site for a target: one HTML file per reachable page (head tags +
// content), 404.html, sitemap.xml, robots.txt, /blog/rss.xml (from the blog build's list of
// its posts: feeds.mjs), the feeds of all the writing (/feed.xml, /feed.json,
// /red-archive/rss.xml: site-feeds.mjs), and the search index over the pages' writing (/pagefind/, with the
// list /search shows), written into the target's shell folder. The crawl runs on the local
// server over the apps' builds; the HTML names the target's section origins (relocate.mjs).
//   node scripts/prerender/index.mjs                       local target, into shell/dist
//   node scripts/prerender/index.mjs --target emulator --out .hosting/shell [--builds DIR]
//     [--section-base blog=http://127.0.0.1:5059/]   (a preview: the section's build is served
//     there, not where the target serves it; docs/deploy.md, "Preview a section")
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium); without it the site still works
// as an SPA (404.html is then the SPA page, which routes any path) and this step says so.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { readTopology, runtimeManifest } from '@site/hosting-policy';
import { writeCards } from '../cards/card-cache.mjs';
import { cardsAhead } from '../cards/cards-ahead.mjs';
import { CARD_PALETTE, FONTS_DIGEST } from '../cards/card-assets.mjs';
import { TEMPLATE_VERSION } from '../cards/card-template.mjs';
import { createCardPool } from '../cards/card-pool.mjs';
import { REPO_ROOT as root, startBuiltServer } from '../lib/built-server.mjs';
import { CHROMIUM_PATH, chromiumAvailable, chromiumLaunchOptions } from '../lib/chromium.mjs';
import { prerenderNotFoundPage, prerenderSite } from './crawl.mjs';
import { feedPosts, robotsTxt, rssXml, sitemapXml } from './feeds.mjs';
import { siteFeedFiles } from './site-feeds.mjs';
import { pageCards } from './page-cards.mjs';
import { urlRelocator } from './relocate.mjs';
import { searchContents } from './search-contents.mjs';
import { writeSearchIndex } from './search-index.mjs';
import { pageFile, removePrerenderedPages, writePage } from './write-html.mjs';

/** The pristine SPA page, kept beside the build (a dot file: never deployed). */
export const SPA_TEMPLATE = '.spa.html';

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'local' },
    out: { type: 'string' },
    builds: { type: 'string' },
    'section-base': { type: 'string', multiple: true, default: [] },
  },
});
/** Sections served elsewhere than the target says (a preview), by name: their base URL. */
const sectionBases = Object.fromEntries(
  args['section-base'].map((pair) => {
    const [name, base] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (
      !readTopology().sites[name] ||
      name === 'shell' ||
      !/^(https?:\/\/[^/]+)?\/(.*\/)?$/.test(base)
    ) {
      console.error(`--section-base must be <section>=<base URL ending in />, got "${pair}"`);
      process.exit(2);
    }
    return [name, base];
  }),
);
const buildsDir = args.builds ? path.resolve(args.builds) : null;
const shellBuild = buildsDir ? path.join(buildsDir, 'shell') : path.join(root, 'shell/dist');
/** The build of the blog the pages render with: its list of posts is the feed's. */
const blogApp = readTopology().sites.blog.app;
const blogBuild = buildsDir ? path.join(buildsDir, blogApp) : path.join(root, blogApp, 'dist');
const out = args.out ? path.resolve(args.out) : shellBuild;

const spaPage = path.join(shellBuild, SPA_TEMPLATE);
if (!existsSync(spaPage)) copyFileSync(path.join(shellBuild, 'index.html'), spaPage);
const template = readFileSync(spaPage, 'utf8');
// A fresh start: the crawl must see the plain SPA, not an earlier prerender, and reach every
// path (the server has no SPA fallback: its 404 page, the SPA here, routes any path).
copyFileSync(spaPage, path.join(shellBuild, 'index.html'));
copyFileSync(spaPage, path.join(shellBuild, '404.html'));
removePrerenderedPages(shellBuild);

if (!chromiumAvailable()) {
  if (out !== shellBuild) copyFileSync(spaPage, path.join(out, '404.html'));
  console.warn(`prerender: skipped, no Chromium at ${CHROMIUM_PATH} (the site works as an SPA).`);
  process.exit(0);
}

// Read first: a blog build without its list of posts stops the release before the crawl.
const blogPosts = feedPosts(blogBuild);

// The crawl loads every section from the crawl server (/remotes/<name>/), whatever runtime
// manifest the shell's build carries (a live shell release names its target's origins).
const localManifest = path.join(
  mkdtempSync(path.join(tmpdir(), 'prerender-')),
  'runtime-manifest.json',
);
writeFileSync(localManifest, JSON.stringify(runtimeManifest(readTopology(), 'local')));
const serverEnv = {
  SHELL_DIST: shellBuild,
  RUNTIME_MANIFEST_FILE: localManifest,
  SITE_COMPRESSION: 'off',
  ...(buildsDir ? { SITE_BUILD_DIR: buildsDir } : {}),
};
const server = await startBuiltServer(0, serverEnv);
const relocate = urlRelocator(readTopology(), args.target, server.origin, sectionBases);
const browser = await chromium.launch(chromiumLaunchOptions());
const cardPool = createCardPool();
const cardAssets = {
  templateVersion: TEMPLATE_VERSION,
  fontsDigest: FONTS_DIGEST,
  palette: CARD_PALETTE,
};
// The cards are painted as their pages come (cards-ahead.mjs), by the author `/` names.
const cardsUnderWay = cardsAhead({ assets: cardAssets, render: cardPool.render });
let cardAuthor = null;
function startCardsOf(page) {
  if (page.path === '/') cardAuthor = personOf(page)?.name ?? null;
  if (!cardAuthor) return;
  for (const { source } of pageCards([page], cardAuthor).cards) cardsUnderWay.want(source);
}
try {
  // The 404 page loads in a tab of its own, meanwhile.
  const [crawled, notFound] = await Promise.all([
    prerenderSite(browser, server.origin, relocate, {
      listOf: searchContents,
      onPage: startCardsOf,
    }),
    prerenderNotFoundPage(browser, server.origin, relocate),
  ]);
  const home = crawled.find((page) => page.path === '/');
  const person = home && personOf(home);
  if (!home?.canonical || !person)
    throw new Error('the home page published no canonical URL or Person');
  const { cards, pages } = pageCards(crawled, person.name);
  for (const page of [...pages, notFound]) writePage(out, template, page);
  const siteOrigin = new URL(home.canonical).origin;
  writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml(pages));
  writeFileSync(path.join(out, 'robots.txt'), robotsTxt(siteOrigin));
  mkdirSync(path.join(out, 'blog'), { recursive: true });
  writeFileSync(
    path.join(out, 'blog/rss.xml'),
    rssXml(
      {
        origin: siteOrigin,
        authorName: person.name,
        description: `Essays and letters by ${person.name}.`,
      },
      blogPosts,
    ),
  );
  // The feeds of all the writing, from the pages just rendered (site-feeds.mjs).
  for (const [feedPath, content] of siteFeedFiles(
    { origin: siteOrigin, authorName: person.name },
    pages,
  )) {
    mkdirSync(path.dirname(path.join(out, feedPath)), { recursive: true });
    writeFileSync(path.join(out, feedPath), content);
  }
  console.info(
    `prerendered ${pages.length} pages and 404.html for the ${args.target} target into ${path.relative(root, out)}`,
  );
  // Search: the list of everything to read, fetched beside the page that shows it when that
  // page is reached by a link in the app.
  const contents = searchContents(pages);
  for (const listing of pages.filter((page) => page.listsWriting)) {
    mkdirSync(path.join(out, listing.path), { recursive: true });
    writeFileSync(path.join(out, listing.path, 'contents.json'), JSON.stringify(contents));
  }
  // The pages' link-preview cards (decision 019) and the search index (decision 018), both
  // released with the pages, made side by side: the cards keep every core busy in worker
  // threads, Pagefind's indexing holds one (at 1,000 posts, ~13 s and ~4 s one after the
  // other: issue 42).
  await Promise.all([writePageCards(out, cards), indexForSearch(out, pages)]);
} finally {
  await Promise.all([browser.close(), cardPool.close()]);
  server.stop();
}

/** The Person a page publishes in its structured data (the home page: the site's author). */
function personOf(page) {
  return page.jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Person');
}

function secondsSince(started) {
  return ((Date.now() - started) / 1000).toFixed(1);
}

/**
 * The pages' link-preview cards into `<out>/cards/`, those already made kept (card-cache.mjs);
 * the time is the wait after the crawl, most cards having been painted during it.
 */
async function writePageCards(outDir, cards) {
  const started = Date.now();
  rmSync(path.join(outDir, 'cards'), { recursive: true, force: true });
  const { made, reused } = await writeCards(cards, {
    outDir,
    assets: cardAssets,
    render: cardsUnderWay.render,
  });
  console.info(`cards: ${made} made, ${reused} unchanged, in ${secondsSince(started)} s`);
}

/** The search index over the pages that hold writing, read as written (their HTML files). */
async function indexForSearch(outDir, pages) {
  const started = Date.now();
  const indexed = await writeSearchIndex(
    outDir,
    pages
      .filter((page) => page.writing)
      .map((page) => ({
        path: page.path,
        html: readFileSync(pageFile(outDir, page.path), 'utf8'),
      })),
  );
  console.info(`indexed ${indexed} pages for search in ${secondsSince(started)} s`);
}
