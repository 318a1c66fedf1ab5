import { appendFileSync, readFileSync } from 'node:fs';
import { type Page, type Request } from '@playwright/test';
import { gzipWireSize } from '../../scripts/lib/gzip-size.mjs';
import { FETCH_AHEAD_MARK } from '../../shared/src/ui/after-load-idle';
import {
  budgetFrom,
  limitsOf,
  readMeasuredBudgets,
  type Fetched,
} from '../../scripts/lib/budgets.mjs';
import { FIREBASE_SIGNATURES } from '../support/firebase-code';
import { expect, test } from '../support/test';

// Performance budgets of the production site, in bytes and request counts (never timings,
// which vary by machine). Method and figures: docs/performance.md.
//
// A route's load is everything it requests until the network is quiet (a live likes stream
// aside), except deferred work: another remote's code requested after the first idle moment
// after `load` (an init script queues its requestIdleCallback from a `load` listener added
// before any of the site's own, so it fires first). The home page's book showcase (loaded
// when it nears the viewport, or at idle) is such work; any other remote's code before idle
// fails the test.
//
// A page may also fetch ahead of the reader once it is idle (the archive's poems and the
// code of its entry dialog, so that a tap opens words at once). It says when with a User
// Timing mark, `prefetch` (FETCH_AHEAD_MARK); what its own apps request from then on has a
// budget of its own (`ahead`), so the page's own load cannot grow into it unnoticed.
//
// And all of it together, once idle (`onceIdleKb`): what a reader downloads without acting,
// whoever asked for it, so that work moved from before idle to after it is still counted.
//
// JS bytes are the response bodies as the site's server sends them to a client that accepts
// only gzip: each JS URL the page fetched is requested again from Node with
// `Accept-Encoding: gzip` and the compressed bytes are counted as they come off the socket.

interface RouteToHold {
  path: string;
  /** Its measurement in e2e/budgets.json: the path, or what the page is (blog pages vary). */
  measuredAs: string;
  /** The remote whose code the route needs before idle (none: the shell alone). */
  remote: 'blog' | 'red' | 'portfolio' | null;
}

// Section routes carry 2 requests for the release check (a ~1 KB chunk and the section's
// releases.json, after the section rendered: docs/deploy.md). What each change cost or saved:
// docs/performance.md, "What each change bought".
const ROUTES: RouteToHold[] = [
  { path: '/', measuredAs: '/', remote: null },
  { path: '/blog', measuredAs: '/blog', remote: 'blog' },
  ...blogPages().map((page) => ({ ...page, remote: 'blog' as const })),
  { path: '/portfolio', measuredAs: '/portfolio', remote: 'portfolio' },
  { path: '/book/huntress', measuredAs: '/book/huntress', remote: 'portfolio' },
  { path: '/red-page', measuredAs: '/red-page', remote: 'red' },
  { path: '/red-archive', measuredAs: '/red-archive', remote: 'red' },
  ...poemPages().map((path) => ({ path, measuredAs: 'a poem', remote: 'red' as const })),
  { path: '/no-such-page', measuredAs: '/no-such-page', remote: null },
  // The shell's own page listing everything to read; search itself loads only when opened.
  { path: '/search', measuredAs: '/search', remote: null },
];

/** Set by `npm run measure -- --update-budgets` and the content bench: figures are written, not held. */
const RECORD_FILE = process.env.BUDGETS_RECORD;
const MEASURED = readMeasuredBudgets();

/** A poem's page from the built sitemap (the first), whatever the author has published. */
function poemPages(): string[] {
  const sitemap = readFileSync(new URL('../../shell/dist/sitemap.xml', import.meta.url), 'utf8');
  const poem = /<loc>https?:\/\/[^/<]+(\/red-archive\/entry-\d{3})<\/loc>/.exec(sitemap)?.[1];
  return poem ? [poem] : [];
}

/**
 * The blog's pages to hold to their budgets, from the built site's sitemap, whatever the
 * author has published: the longest category list, its second page if it has one, and a post
 * (the bytes must not grow with the posts: npm run bench:content runs this on generated ones).
 */
function blogPages(): { path: string; measuredAs: string }[] {
  const sitemap = readFileSync(new URL('../../shell/dist/sitemap.xml', import.meta.url), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/blog\/[^<]+)<\/loc>/g)].map(
    ([, page]) => page ?? '',
  );
  const posts = pages.filter((page) => page.split('/').length === 4 && !page.includes('/page/'));
  const lists = pages.filter((page) => page.split('/').length === 3);
  const postsIn = (list: string) => posts.filter((post) => post.startsWith(`${list}/`)).length;
  const longest = [...lists].sort((a, b) => postsIn(b) - postsIn(a))[0];
  const secondPage = pages.find((page) => longest && page === `${longest}/page/2`);
  return [
    ...[longest, secondPage].map((path) => ({ path, measuredAs: 'a category list' })),
    { path: posts[0], measuredAs: 'a post' },
  ].filter((page): page is { path: string; measuredAs: string } => Boolean(page.path));
}

interface SeenRequest {
  request: Request;
  startedAt: number;
  done: boolean;
}

async function totalGzipBytes(requests: readonly Request[]): Promise<number> {
  const sizes = await Promise.all(requests.map((request) => gzipWireSize(request.url())));
  return sizes.reduce((sum, bytes) => sum + bytes, 0);
}

const isJs = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url());

/** Loads a route until the network is quiet; tells which requests came after idle. */
async function loadRoute(page: Page, path: string) {
  await page.addInitScript(() => {
    const marks = window as Window & { budgetIdleNow?: number; deferredWorkStarted?: boolean };
    addEventListener('load', () =>
      requestIdleCallback(
        () => {
          marks.budgetIdleNow = performance.now();
          // The app queues its deferred work (the showcase, prefetches, analytics) in idle
          // callbacks after load too (afterLoadIdle), after this one; idle callbacks run in
          // order, so the next one marks the moment all of it has started.
          requestIdleCallback(() => (marks.deferredWorkStarted = true), { timeout: 5000 });
        },
        // The app's own bound (afterLoadIdle's 3 s): on a busy machine its deferred work
        // starts then, and this mark, queued first with the same bound, still comes first.
        { timeout: 3000 },
      ),
    );
  });
  const seen: SeenRequest[] = [];
  page.on('request', (request) => seen.push({ request, startedAt: Date.now(), done: false }));
  const finish = (request: Request) => {
    const entry = seen.find((item) => item.request === request);
    if (entry) entry.done = true;
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);

  await page.goto(path);
  const idleNow = await page
    .waitForFunction(() => (window as Window & { budgetIdleNow?: number }).budgetIdleNow)
    .then((handle) => handle.jsonValue() as Promise<number>);
  // Until the page's deferred work has started and its requests have ended (a late Firebase
  // or remote request would show up here), not a fixed time.
  await page.waitForFunction(
    () => (window as Window & { deferredWorkStarted?: boolean }).deferredWorkStarted,
  );
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => seen.every((item) => item.done || item.request.resourceType() === 'eventsource'))
    .toBe(true);
  // When each request started, on the page's own clock (Resource Timing) where the page has
  // an entry for it: the clock its marks are read on. The browser's send times are on another
  // (wall) clock, a few ms apart: a request made just after the idle mark could count before
  // it (CI, 2026-11-26). Else the browser's send time, else when we saw it, on the wall clock.
  const timeline = await page.evaluate(
    (name) => ({
      origin: performance.timeOrigin,
      prefetchNow: performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, entry.startTime] as [string, number]),
    }),
    FETCH_AHEAD_MARK,
  );
  const pageStarts = new Map<string, number[]>();
  for (const [url, start] of timeline.resources) {
    pageStarts.set(url, [...(pageStarts.get(url) ?? []), start]);
  }
  // The nth request for a URL is the page's nth entry for it.
  const pageStartOf = new Map(
    seen.map((item) => [item, pageStarts.get(item.request.url())?.shift()]),
  );
  const wallSentAt = (item: SeenRequest) => item.request.timing().startTime || item.startedAt;
  const startedAfter = (item: SeenRequest, pageMark: number) => {
    const onPage = pageStartOf.get(item);
    return onPage !== undefined
      ? onPage >= pageMark
      : wallSentAt(item) >= timeline.origin + pageMark;
  };
  const afterIdle = new Set(
    seen.filter((item) => startedAfter(item, idleNow)).map((item) => item.request),
  );
  const ahead = new Set(
    timeline.prefetchNow === null
      ? []
      : seen
          .filter((item) => startedAfter(item, timeline.prefetchNow!))
          .map((item) => item.request),
  );
  return { all: seen.map((item) => item.request), afterIdle, ahead };
}

test.describe('performance budgets (390 px, production build)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const route of ROUTES) {
    test(`${route.path}: JS bytes and requests, no other remote before idle, no Firebase`, async ({
      page,
      baseURL,
    }) => {
      const measured = MEASURED.routes[route.measuredAs];
      if (!measured && !RECORD_FILE) {
        throw new Error(
          `e2e/budgets.json has no measurement of ${route.measuredAs}: run npm run measure -- --update-budgets`,
        );
      }
      const budget = measured ? budgetFrom(measured, limitsOf(route.measuredAs)) : null;
      const { all, afterIdle, ahead } = await loadRoute(page, route.path);
      const remoteOf = (request: Request) =>
        new URL(request.url(), baseURL).pathname.match(/^\/remotes\/(\w+)\//)?.[1] ?? null;
      const isCode = (request: Request) => isJs(request) || /\.json(\?|$)/.test(request.url());
      const otherRemotesCode = all.filter(
        (request) => isCode(request) && remoteOf(request) && remoteOf(request) !== route.remote,
      );

      // Another remote's code (or manifest) only as deferred work, after idle: the home
      // page's showcase when it nears the viewport, prefetches. (Images are not code.)
      expect(
        otherRemotesCode.filter((request) => !afterIdle.has(request)).map((r) => r.url()),
        `other remotes' code before idle on ${route.path}`,
      ).toEqual([]);

      // The route's own load: the shell and its remote, whenever they arrive, without the
      // deferred work above.
      const own = all.filter((request) => !otherRemotesCode.includes(request));
      const ownLoad = own.filter((request) => !ahead.has(request));
      const js = ownLoad.filter(isJs);
      const jsBytes = await totalGzipBytes(js);
      const fetchedAhead = own.filter((request) => ahead.has(request));
      const aheadKb = (await totalGzipBytes(fetchedAhead.filter(isJs))) / 1024;
      // All the JS the reader downloads without acting, whatever its kind: the route's own
      // load, what it fetches ahead, and another section's deferred code.
      const onceIdleKb = (await totalGzipBytes(all.filter(isJs))) / 1024;
      console.info(
        `budget ${route.path}: ${(jsBytes / 1024).toFixed(2)} KB, ${ownLoad.length} requests; ahead of the reader: ${aheadKb.toFixed(2)} KB, ${fetchedAhead.length} requests; once idle ${onceIdleKb.toFixed(2)} KB`,
      );
      if (RECORD_FILE) {
        const figures: Fetched = {
          jsKb: jsBytes / 1024,
          requests: ownLoad.length,
          ...(fetchedAhead.length > 0
            ? { ahead: { jsKb: aheadKb, requests: fetchedAhead.length } }
            : {}),
          onceIdleKb,
        };
        appendFileSync(
          RECORD_FILE,
          `${JSON.stringify({ path: route.path, measuredAs: route.measuredAs, ...figures })}\n`,
        );
      } else if (budget) {
        expect(aheadKb, `JS gzip KB fetched ahead on ${route.path}`).toBeLessThanOrEqual(
          budget.ahead.jsKb,
        );
        expect(fetchedAhead.length, `requests ahead on ${route.path}`).toBeLessThanOrEqual(
          budget.ahead.requests,
        );
        expect(jsBytes / 1024, `JS gzip KB on ${route.path}`).toBeLessThanOrEqual(budget.jsKb);
        expect(ownLoad.length, `requests on ${route.path}`).toBeLessThanOrEqual(budget.requests);
        if (budget.onceIdleKb === null) {
          throw new Error(
            `e2e/budgets.json has no once-idle figure for ${route.measuredAs}: run npm run measure -- --update-budgets`,
          );
        }
        expect(onceIdleKb, `JS gzip KB once idle on ${route.path}`).toBeLessThanOrEqual(
          budget.onceIdleKb,
        );
      }
      if (route.remote) {
        expect(ownLoad.some((request) => remoteOf(request) === route.remote && isJs(request))).toBe(
          true,
        );
      }

      for (const request of all.filter(isJs)) {
        const body = (await (await request.response())?.text()) ?? '';
        for (const signature of FIREBASE_SIGNATURES) {
          expect(body.includes(signature), `${request.url()} carries Firebase code`).toBe(false);
        }
      }
    });
  }

  test('the Firebase signatures do match the built Firebase SDK chunks', async ({ request }) => {
    // Without this the check above could pass vacuously: the blog's manifest lists the chunks
    // of its shared firebase/* modules, which must carry them.
    const chunksOf = async (manifestUrl: string, shared: string) => {
      const manifest = (await (await request.get(manifestUrl)).json()) as {
        metaData: { publicPath: string };
        shared: { name: string; assets: { js: { sync: string[] } } }[];
      };
      const entry = manifest.shared.find((item) => item.name === shared);
      const base = new URL(manifestUrl, 'http://site/').pathname.replace(/[^/]*$/, '');
      return Promise.all(
        (entry?.assets.js.sync ?? []).map(async (file) => (await request.get(base + file)).text()),
      );
    };
    const app = await chunksOf('/remotes/blog/mf-manifest.json', '@firebase/app');
    expect(app.some((code) => code.includes(FIREBASE_SIGNATURES[0] ?? ''))).toBe(true);
    const firestore = await chunksOf('/remotes/blog/mf-manifest.json', 'firebase/firestore');
    expect(firestore.some((code) => code.includes(FIREBASE_SIGNATURES[1] ?? ''))).toBe(true);
  });
});
