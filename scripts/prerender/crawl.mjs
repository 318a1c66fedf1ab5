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
    // The section's `remoteEntry.js`, for the page's preload hint. Only the entry: a preloaded
    // chunk that fails (the remote is down) stays failed for the rest of the page's life in
    // Chromium, so Retry could never load it; the entry is fetched afresh by each attempt.
    const remoteEntries = new Set();
    const recordRemoteEntry = (request) => {
      if (request.url().endsWith('/remoteEntry.js')) remoteEntries.add(request.url());
    };
    page.on('request', recordRemoteEntry);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    try {
      await page.locator('main h1').first().waitFor({ timeout: 10_000 });
    } catch {
      throw new Error(`prerender: ${path} rendered no <h1> in <main> within 10 s`);
    }
    // Only what the page itself needed: prefetches that start at idle are not its section.
    page.off('request', recordRemoteEntry);
    await settle(page);
    const snapshot = relocate({ ...(await capture(page)), remoteEntries: [...remoteEntries] });
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
    await page.goto(`${origin}/this-page-does-not-exist`, { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor({ timeout: 10_000 });
    await settle(page);
    const captured = await capture(page);
    if (!captured.notFound) throw new Error('prerender: the 404 page is not marked noindex');
    return {
      ...JSON.parse(relocateUrls(JSON.stringify(captured))),
      path: '/404',
      remoteEntries: [],
    };
  } finally {
    await page.close();
  }
}
