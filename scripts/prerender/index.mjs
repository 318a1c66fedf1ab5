// Prerenders the built site: one HTML file per reachable page (head tags + content), plus
// sitemap.xml, robots.txt and /blog/rss.xml, all written into shell/dist. The pristine SPA
// page is kept as spa.html for paths that have no prerendered file.
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium); without it the site still works
// as an SPA and this step says so and exits 0.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT as root, startBuiltServer } from '../lib/built-server.mjs';
import { CHROMIUM_PATH, chromiumAvailable, chromiumLaunchOptions } from '../lib/chromium.mjs';
import { crawlSite } from './crawl.mjs';
import { blogPostings, robotsTxt, rssXml, sitemapXml } from './feeds.mjs';
import { writePage } from './write-html.mjs';

const dist = path.join(root, 'shell/dist');
const port = Number(process.env.PRERENDER_PORT ?? 0);

if (!chromiumAvailable()) {
  console.warn(`prerender: skipped, no Chromium at ${CHROMIUM_PATH} (the site works as an SPA).`);
  process.exit(0);
}

const spaPage = path.join(dist, 'spa.html');
if (!existsSync(spaPage)) copyFileSync(path.join(dist, 'index.html'), spaPage);
// A fresh start: the crawl must see the plain SPA, not an earlier prerender.
copyFileSync(spaPage, path.join(dist, 'index.html'));
const template = readFileSync(spaPage, 'utf8');

const server = await startBuiltServer(port);
const origin = server.origin;

try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const pages = await crawlSite(browser, origin);
  await browser.close();

  for (const page of pages) writePage(dist, template, page);
  const home = pages.find((page) => page.path === '/');
  const person = home?.jsonLd
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'Person');
  if (!home?.canonical || !person)
    throw new Error('the home page published no canonical URL or Person');
  const siteOrigin = new URL(home.canonical).origin;
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(pages));
  writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(siteOrigin));
  mkdirSync(path.join(dist, 'blog'), { recursive: true });
  writeFileSync(
    path.join(dist, 'blog/rss.xml'),
    rssXml(
      {
        origin: siteOrigin,
        authorName: person.name,
        description: `Essays and letters by ${person.name}.`,
      },
      blogPostings(pages),
    ),
  );
  console.info(`prerendered ${pages.length} pages, sitemap.xml, robots.txt, blog/rss.xml`);
} finally {
  server.stop();
}
