/* global window */
// Renders every page of the built site in Chromium, in bulk: a few tabs each load the app
// once, then render page after page in that one loaded app with React's server renderer
// (shell/src/prerender/prerender-api.ts), following the site's own links from `/`. A page
// costs a render, not a browser navigation (decision 007).

/** Pages a tab renders per round trip to the browser. */
const BATCH_SIZE = 25;

/**
 * Lets lazy blocks that start at idle or on view settle before `/` is rendered (the home
 * page's book showcase). Bounded: a page with a live connection never goes idle.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The shell's chunk of one page of its own (`page-home`, `page-not-found`), by file name. */
const SHELL_PAGE_CHUNK = /^\/static\/js\/page-[a-z0-9-]+\.[0-9a-f]+\.js$/;

/**
 * The shell's federation runtime (decision 033), fetched once a page needs a section: a
 * section's page preloads it with the section's entry, as it is needed before that entry runs.
 */
const FEDERATION_CHUNK = /^\/static\/js\/federation\.[0-9a-f]+\.js$/;

/**
 * The paths of this origin's files a tab has requested so far, from its own resource timing
 * (its buffer made large enough for a crawl's thousands of requests when the tab opens).
 */
async function requestedPaths(page, origin) {
  const urls = await page.evaluate(() =>
    window.performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  return [...new Set(urls.map((url) => new URL(url)).filter((url) => url.origin === origin))].map(
    (url) => url.pathname,
  );
}

/**
 * A tab with the app loaded at `path`, ready to render pages; `shellPageChunks` lists the
 * shell's page chunks that load requested.
 */
export async function openRenderer(browser, origin, path = '/') {
  // No service worker: the live app in the tab would register the site's, which then keeps a
  // copy of every file and page the crawl reads (the worker's thread alone took ~4 s of CPU
  // in a 1,000-post crawl, with the browser's disk and IPC work besides: issue 42). The
  // pages rendered are the same: a render reads the network, never the worker's cache.
  //
  // Reduced motion: the live app in the tab shows the pages the crawl visits (the home page
  // first), and their animations (the Red page's drifting emoji, the home page's) kept the
  // browser painting frames for the whole crawl: ~0.35 of a core for the Red page, ~0.16 for
  // the home page, measured idle. The pages rendered are the same: a render is React's server
  // renderer, which reads no media query, and the CSS kept is every rule of the classes used
  // (compared before and after: the same files).
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  // A crawl's tab requests thousands of files; the default buffer keeps the first 250.
  await page.addInitScript(() => window.performance.setResourceTimingBufferSize(1_000_000));
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  try {
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`prerender: ${path} rendered no <h1> in <main> within 15 s`);
  }
  await page.waitForFunction(() => typeof window.__prerenderModule === 'function');
  const shellPageChunks = (await requestedPaths(page, origin)).filter((requested) =>
    SHELL_PAGE_CHUNK.test(requested),
  );
  // A page's CSS crosses once per tab; later pages with the same CSS name it (prerender-api.ts).
  // A shell built before that sends every page's (the skew stage renders earlier shells).
  const cssById = new Map();
  const render = async (paths, options = {}) => {
    let sent;
    try {
      sent = await page.evaluate(
        async ({ batch, options }) =>
          (await window.__prerenderModule()).renderPages(batch, options),
        { batch: paths, options },
      );
    } catch (error) {
      const detail = errors.length ? ` (page errors: ${errors.join('; ')})` : '';
      throw new Error(`${error.message.split('\n')[0]}${detail}`, { cause: error });
    }
    return sent.map(({ cssId, ...rendered }) => {
      if (rendered.css !== undefined) {
        cssById.set(cssId, rendered.css);
        return rendered;
      }
      if (!cssById.has(cssId)) throw new Error(`prerender: ${rendered.path} names CSS never sent`);
      return { ...rendered, css: cssById.get(cssId) };
    });
  };
  return { page, render, shellPageChunks };
}

/** The federation chunk's path, as a tab that rendered a section's page requested it. */
async function federationChunkOf(renderers, origin) {
  for (const { page } of renderers) {
    const found = (await requestedPaths(page, origin)).find((requested) =>
      FEDERATION_CHUNK.test(requested),
    );
    if (found) return found;
  }
  return null;
}

/**
 * The scripts a page's HTML preloads: its section's `remoteEntry.js` (only the entry, not the
 * section's chunks: a preloaded chunk that fails, the remote being down, stays failed for the
 * page's life in Chromium, so Retry could never load it), the shell's own page chunk, and on a
 * section's page the shell's federation chunk.
 */
function scriptsOf(rendered, entries, shellPageChunks, federationChunk) {
  const entry = rendered.remoteScope ? entries[rendered.remoteScope] : null;
  const federation = entry && federationChunk ? [federationChunk] : [];
  return {
    remoteEntries: entry ? [entry] : [],
    pageChunks: [...federation, ...(shellPageChunks[rendered.path] ?? [])],
  };
}

/**
 * Renders every page reachable from `/` through the site's own links; returns a capture per
 * indexable page, sorted by path. `relocateUrls` rewrites the crawl server's URLs in a
 * capture (JSON text) into the URLs of the target being built (relocate.mjs). A page that
 * lists every page's writing (/search) is rendered again last, with `listOf(pages)`.
 * `onPage(page)` is told of each indexable page as it is rendered, `/` first (its URLs still
 * the crawl server's).
 */
export async function prerenderSite(
  browser,
  origin,
  relocateUrls,
  { tabs = 2, listOf = () => ({ entries: [] }), onPage = () => undefined } = {},
) {
  const manifest = await (await fetch(`${origin}/runtime-manifest.json`)).json();
  const entries = Object.fromEntries(
    Object.entries(manifest).map(([scope, url]) => [scope, new URL(url, origin).href]),
  );
  const relocate = (captured) => JSON.parse(relocateUrls(JSON.stringify(captured)));

  // The first tab renders `/` as loaded: its showcase comes at idle.
  const first = await openRenderer(browser, origin, '/');
  await settle(first.page);
  const shellPageChunks = { '/': first.shellPageChunks };
  const renderers = [first];
  for (let index = 1; index < tabs; index += 1) renderers.push(await openRenderer(browser, origin));

  /** The pages rendered, as the crawl server's URLs name things (captured below). */
  const rendered = [];
  const seen = new Set(['/']);
  const queue = ['/'];
  let busy = 0;
  const take = (page) => {
    if (!page.notFound) {
      rendered.push(page);
      onPage(page);
    }
    for (const link of page.links) {
      if (!seen.has(link) && !/^\/(remotes|deploys|api)\/|\.[a-z0-9]+$/i.test(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  };
  // `/` first, on the tab that loaded it: its links seed the queue.
  for (const page of await first.render([queue.shift()])) take(page);
  const work = async ({ render }) => {
    for (;;) {
      if (queue.length === 0) {
        if (busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      const batch = queue.splice(0, BATCH_SIZE);
      busy += 1;
      try {
        for (const page of await render(batch)) take(page);
      } finally {
        busy -= 1;
      }
    }
  };
  await Promise.all(renderers.map(work));
  const federationChunk = await federationChunkOf(renderers, origin);
  const capture = (page) =>
    relocate({ ...page, ...scriptsOf(page, entries, shellPageChunks, federationChunk) });
  const pages = rendered.map(capture);
  const listing = pages.filter((captured) => captured.listsWriting).map(({ path }) => path);
  if (listing.length > 0) {
    const searchContents = listOf(pages);
    for (const page of await first.render(listing, { searchContents })) {
      pages[pages.findIndex((captured) => captured.path === page.path)] = capture(page);
    }
  }
  await Promise.all(renderers.map(({ page }) => page.close()));
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The site's 404 page as a reader of an unknown path sees it, for 404.html. */
export async function prerenderNotFoundPage(browser, origin, relocateUrls) {
  const unknown = '/this-page-does-not-exist';
  const renderer = await openRenderer(browser, origin, unknown);
  try {
    const [rendered] = await renderer.render([unknown]);
    if (!rendered.notFound) throw new Error('prerender: the 404 page is not marked noindex');
    return {
      ...JSON.parse(relocateUrls(JSON.stringify(rendered))),
      path: '/404',
      remoteEntries: [],
      pageChunks: renderer.shellPageChunks,
    };
  } finally {
    await renderer.page.close();
  }
}
