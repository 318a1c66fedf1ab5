// Prerenders the built site: one HTML file per reachable page (head tags + content), plus
// sitemap.xml, robots.txt and /blog/rss.xml, all written into shell/dist. The pristine SPA
// page is kept as spa.html for paths that have no prerendered file.
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium); without it the site still works
// as an SPA and this step says so and exits 0.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { crawlSite } from './crawl.mjs';
import { blogPostings, robotsTxt, rssXml, sitemapXml } from './feeds.mjs';
import { writePage } from './write-html.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'shell/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.PRERENDER_PORT ?? 4199);

if (!existsSync(chromiumPath)) {
  console.warn(`prerender: skipped, no Chromium at ${chromiumPath} (the site works as an SPA).`);
  process.exit(0);
}

const spaPage = path.join(dist, 'spa.html');
if (!existsSync(spaPage)) copyFileSync(path.join(dist, 'index.html'), spaPage);
// A fresh start: the crawl must see the plain SPA, not an earlier prerender.
copyFileSync(spaPage, path.join(dist, 'index.html'));
const template = readFileSync(spaPage, 'utf8');

const dbFile = path.join(root, `.data/prerender-${port}.sqlite`);
mkdirSync(path.dirname(dbFile), { recursive: true });
const server = spawn('node', ['server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), LIKES_DB_FILE: dbFile },
  stdio: 'ignore',
});
const origin = `http://127.0.0.1:${port}`;

try {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/runtime-manifest.json`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
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
  server.kill('SIGTERM');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
}
