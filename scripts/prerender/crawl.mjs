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

/** The federation chunk's path, as the first section rendered in any tab requested it. */
const federationChunk = { path: /** @type {string | null} */ (null) };

/**
 * The shell's own page chunks a page load requested, as paths (the shell is at every target's
 * root): preloaded by the page's HTML, as their request would otherwise wait until the
 * shell's code has run, and the page hydrates only once they have arrived.
 */
function recordShellPageChunks(page, origin) {
  const chunks = [];
  const record = (request) => {
    const url = new URL(request.url());
    if (
      url.origin === origin &&
      SHELL_PAGE_CHUNK.test(url.pathname) &&
      !chunks.includes(url.pathname)
    ) {
      chunks.push(url.pathname);
    }
  };
  page.on('request', record);
  return { chunks, stop: () => page.off('request', record) };
}

/** Notes the federation chunk's path when the tab requests it (it renders a section's page). */
function recordFederationChunk(page, origin) {
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && FEDERATION_CHUNK.test(url.pathname)) {
      federationChunk.path = url.pathname;
    }
  });
}

/**
 * A tab with the app loaded at `path`, ready to render pages; `shellPageChunks` lists the
 * shell's page chunks that load requested.
 */
export async function openRenderer(browser, origin, path = '/') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const recorder = recordShellPageChunks(page, origin);
  recordFederationChunk(page, origin);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  try {
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`prerender: ${path} rendered no <h1> in <main> within 15 s`);
  }
  await page.waitForFunction(() => typeof window.__prerenderModule === 'function');
  recorder.stop();
  const render = async (paths, options = {}) => {
    try {
      return await page.evaluate(
        async ({ batch, options }) =>
          (await window.__prerenderModule()).renderPages(batch, options),
        { batch: paths, options },
      );
    } catch (error) {
      const detail = errors.length ? ` (page errors: ${errors.join('; ')})` : '';
      throw new Error(`${error.message.split('\n')[0]}${detail}`, { cause: error });
    }
  };
  return { page, render, shellPageChunks: recorder.chunks };
}

/**
 * The scripts a page's HTML preloads: its section's `remoteEntry.js` (only the entry, not the
 * section's chunks: a preloaded chunk that fails, the remote being down, stays failed for the
 * page's life in Chromium, so Retry could never load it), the shell's own page chunk, and on a
 * section's page the shell's federation chunk.
 */
function scriptsOf(rendered, entries, shellPageChunks) {
  const entry = rendered.remoteScope ? entries[rendered.remoteScope] : null;
  const federation = entry && federationChunk.path ? [federationChunk.path] : [];
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
 */
export async function prerenderSite(
  browser,
  origin,
  relocateUrls,
  { tabs = 2, listOf = () => ({ entries: [] }) } = {},
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

  const pages = [];
  const seen = new Set(['/']);
  const queue = ['/'];
  let busy = 0;
  const take = (rendered) => {
    const capture = relocate({ ...rendered, ...scriptsOf(rendered, entries, shellPageChunks) });
    if (!capture.notFound) pages.push(capture);
    for (const link of rendered.links) {
      if (!seen.has(link) && !/^\/(remotes|deploys|api)\/|\.[a-z0-9]+$/i.test(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  };
  // `/` first, on the tab that loaded it: its links seed the queue.
  for (const rendered of await first.render([queue.shift()])) take(rendered);
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
        for (const rendered of await render(batch)) take(rendered);
      } finally {
        busy -= 1;
      }
    }
  };
  await Promise.all(renderers.map(work));
  const listing = pages.filter((captured) => captured.listsWriting).map(({ path }) => path);
  if (listing.length > 0) {
    const searchContents = listOf(pages);
    const again = await first.render(listing, { searchContents });
    for (const rendered of again) {
      const capture = relocate({ ...rendered, ...scriptsOf(rendered, entries, shellPageChunks) });
      pages[pages.findIndex((captured) => captured.path === capture.path)] = capture;
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
