/* global document, window */
// Visits the built site in Chromium, following the site's own links from `/`, and captures
// what each page renders: the head tags React hoisted, Emotion's CSS, and #root as React's
// server renderer writes it (so the browser can hydrate it).

const SKIP = /^\/(remotes|deploys|api)\/|\.[a-z0-9]+$/i;

/** Root-relative internal links of the current page. */
async function internalLinks(page, origin) {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => a.href));
  const paths = new Set();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (!SKIP.test(path)) paths.add(path);
  }
  return [...paths];
}

/**
 * Lets lazy blocks that start at idle or on view settle before the snapshot. Bounded: a
 * page with a live connection (Firestore's long poll for like counts) never goes idle.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

async function capture(page) {
  return page.evaluate(async () => {
    // The page's own tags; where the static index.html has one too (the description), the
    // page's is the one React added last.
    const single = [
      'title',
      'meta[name="description"]',
      'meta[name="robots"]',
      'link[rel="canonical"]',
    ];
    const many = ['meta[property^="og:"]', 'meta[name^="twitter:"]'];
    const head = [
      ...single.flatMap((selector) => [...document.head.querySelectorAll(selector)].slice(-1)),
      ...many.flatMap((selector) => [...document.head.querySelectorAll(selector)]),
    ].map((element) => element.outerHTML);
    // Emotion inserts rules through the CSSOM in production: serialise them from the sheets.
    const css = [...document.querySelectorAll('style[data-emotion]')]
      .map((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
      .join('');
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    );
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
    const notFound = document.querySelector('meta[name="robots"][content*="noindex"]') !== null;
    return {
      head,
      css,
      jsonLd,
      canonical,
      notFound,
      title: document.title,
      // Not the DOM as it stands: React's server renderer, run in this page over the same
      // tree, so the HTML carries what hydration needs (shell/src/app/render-page-html.tsx).
      root: (await window.__prerenderModule()).renderPageHtml(),
    };
  });
}

/** The shell's chunk of one page of its own (`page-home`, `page-not-found`), by file name. */
const SHELL_PAGE_CHUNK = /^\/static\/js\/page-[a-z0-9-]+\.[0-9a-f]+\.js$/;

/**
 * Records, until `stop()`, the scripts a page's preload hints name:
 * - `remoteEntries`: its section's `remoteEntry.js`. Only the entry, not the section's
 *   chunks: a preloaded chunk that fails (the remote is down) stays failed for the rest of
 *   the page's life in Chromium, so Retry could never load it; the entry is fetched afresh
 *   by each attempt.
 * - `pageChunks`: the shell's own page chunk, as a path (the shell is at every target's
 *   root). Its request would otherwise wait until the shell's code has run, and the page
 *   hydrates only once it has arrived.
 */
function recordPageScripts(page, origin) {
  const remoteEntries = [];
  const pageChunks = [];
  const add = (list, value) => list.includes(value) || list.push(value);
  const record = (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/remoteEntry.js')) add(remoteEntries, request.url());
    else if (url.origin === origin && SHELL_PAGE_CHUNK.test(url.pathname)) {
      add(pageChunks, url.pathname);
    }
  };
  page.on('request', record);
  return { remoteEntries, pageChunks, stop: () => page.off('request', record) };
}

/**
 * Crawls from `/` breadth-first; returns a capture per reachable, indexable page.
 * `relocateUrls` rewrites the crawl server's URLs in a capture (JSON text) into the URLs of
 * the target being built (scripts/prerender/relocate.mjs).
 */
export async function crawlSite(browser, origin, relocateUrls, { limit = 200 } = {}) {
  const relocate = (captured) => JSON.parse(relocateUrls(JSON.stringify(captured)));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const seen = new Set(['/']);
  const queue = ['/'];
  const pages = [];
  while (queue.length > 0 && pages.length < limit) {
    const path = queue.shift();
    const { remoteEntries, pageChunks, stop } = recordPageScripts(page, origin);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    try {
      await page.locator('main h1').first().waitFor({ timeout: 10_000 });
    } catch {
      throw new Error(`prerender: ${path} rendered no <h1> in <main> within 10 s`);
    }
    // Only what the page itself needed: prefetches that start at idle are not its section.
    stop();
    await settle(page);
    const snapshot = relocate({ ...(await capture(page)), remoteEntries, pageChunks });
    if (!snapshot.notFound) pages.push({ path, ...snapshot });
    for (const link of await internalLinks(page, origin)) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  await page.close();
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The site's 404 page as a reader of an unknown path sees it, for 404.html. */
export async function crawlNotFoundPage(browser, origin, relocateUrls) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const { pageChunks, stop } = recordPageScripts(page, origin);
    await page.goto(`${origin}/this-page-does-not-exist`, { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor({ timeout: 10_000 });
    stop();
    await settle(page);
    const captured = await capture(page);
    if (!captured.notFound) throw new Error('prerender: the 404 page is not marked noindex');
    return {
      ...JSON.parse(relocateUrls(JSON.stringify(captured))),
      path: '/404',
      remoteEntries: [],
      pageChunks,
    };
  } finally {
    await page.close();
  }
}
