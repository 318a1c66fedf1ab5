// The browser suite's smoke set in Firefox ESR, so the site holds in a second engine: every
// route renders with its section, the navigation, a like shown live to a second reader, a
// dialog that returns focus, a remote that is down. Run by `npm run test:firefox` and by
// `npm test` after the Chromium tests, on the production builds served by the local server.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { REMOTES, remoteForPath } from '../../shell/src/sections/section-list.js';
import { BLOG_CATEGORIES, aPost, categoryRoute } from '../support/blog.js';
import {
  achievementsCopy,
  books,
  contactCopy,
  listenCopy,
  poemPath,
  portfolioCopy,
  readableEntries,
  recordedEntries,
  redCopy,
  siteConfig,
} from '../support/content.js';
import { REPO_ROOT, startSiteServer, type SiteServer } from '../support/site-server.js';
import {
  Harness,
  findElement,
  launchFirefox,
  waitFor,
  waitForApp,
  waitForSection,
} from './firefox.js';

const PORT = Number(process.env.FIREFOX_SMOKE_PORT ?? 4188);

/** Every page the built sitemap lists, as a path (the same list the Chromium tests use). */
const ROUTES = [
  ...readFileSync(path.join(REPO_ROOT, 'shell/dist/sitemap.xml'), 'utf8').matchAll(
    /<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g,
  ),
].map((match) => match[1] || '/');

/** The words of the prerendered page's <main> h1. */
function prerenderedHeading(html: string): string | null {
  const h1 = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (h1 === undefined) return null;
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every page's title ends with the author's name (`Page`, shared/src/seo/page-head.tsx). */
const TITLE_END = ` | ${siteConfig.authorName}`;

/** The post the two readers like: one the author has published (e2e/support/blog.ts). */
const LIKED_POST = (() => {
  const post = aPost();
  return { path: post.route, id: post.postId };
})();
/** A list the section's links lead to. */
const LIST = BLOG_CATEGORIES[BLOG_CATEGORIES.length - 1];

let server: SiteServer | null = null;
let browser: Browser | null = null;
let harness: Harness;
/** The run's likes database lives here, and goes with it. */
const tempDir = mkdtempSync(path.join(tmpdir(), 'firefox-smoke-'));

// Interrupted: the server is a child process of this one (puppeteer closes Firefox itself).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server?.process.kill('SIGTERM');
    rmSync(tempDir, { recursive: true, force: true });
    process.exit(130);
  });
}

before(async () => {
  server = await startSiteServer(PORT, {
    LIKES_DB_FILE: path.join(tempDir, 'likes.sqlite'),
    LIKES_RATE_LIMIT_PER_MINUTE: '100000',
  });
  browser = await launchFirefox();
  harness = new Harness(browser, server.url);
});

after(async () => {
  try {
    await browser?.close();
  } finally {
    await server?.stop();
    rmSync(tempDir, { recursive: true, force: true });
  }
});

// Every page the test opened is closed, and the test fails on a hydration error or a console
// error it did not expect.
afterEach(async () => {
  if (harness) await harness.finishTest();
});

/** No test waits longer than this (each wait inside has its own, shorter limit). */
const LIMIT = { timeout: 60_000 };

const url = (pathname: string) => `${harness.origin}${pathname}`;

/** The count on the post's like button. */
function likeCount(page: Page): Promise<number> {
  return waitFor(page, 'the like button', () => {
    const count = document.querySelector('main button[data-status]')?.textContent?.match(/\d+/);
    return count ? Number(count[0]) + 1 : 0; // + 1: a count of 0 is an answer too
  }).then((value) => value - 1);
}

/** The count the likes service has stored. */
async function storedCount(postId: string): Promise<number> {
  const response = await fetch(url(`/api/likes/${postId}`));
  assert.equal(response.ok, true);
  return ((await response.json()) as { count: number }).count;
}

/** Marks the document; a reload would lose the mark (client-side routing keeps it). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('every route renders with its section', () => {
  it('the sitemap lists the site', () => {
    assert.ok(ROUTES.length > 20, `only ${ROUTES.length} routes in shell/dist/sitemap.xml`);
  });

  for (const route of ROUTES) {
    it(route, LIMIT, async () => {
      const html = await (await fetch(url(route))).text();
      const page = await harness.open();
      const response = await page.goto(url(route));
      assert.equal(response?.status(), 200);
      await waitForApp(page);
      const remote = remoteForPath(route);
      const label = remote ? REMOTES[remote].label : null;
      // The section's heading is owned by React (the section's code has arrived and
      // hydrated it) and reads as the prerendered one.
      // (After the take-over a post has no <title> for a moment, in Chromium too: the
      // prerendered one is removed before the section's own is hydrated. The title is
      // waited for, not read at once.)
      const heading = await waitFor(
        page,
        `the section's h1 and title on ${route}`,
        (titleEnd) => {
          const h1 = document.querySelector('main h1');
          const owned = h1?.closest('[data-part]')?.hasAttribute('data-live') === true;
          return owned && document.title.endsWith(titleEnd) ? (h1?.textContent ?? '').trim() : null;
        },
        TITLE_END,
      );
      const state = await page.evaluate(
        (sectionLabel) => ({
          // The site's unavailable page (shell/src/unavailable/unavailable-page.tsx).
          fallback: document.querySelector('[data-unavailable]') !== null,
          loading: sectionLabel
            ? [...document.querySelectorAll('[role="status"]')].some((status) =>
                (status.textContent ?? '').includes(`Loading ${sectionLabel}`),
              )
            : false,
          nav: Boolean(document.querySelector('nav[aria-label="Main"]')),
          // The site's footer, not a post's own.
          footer: [...document.querySelectorAll('footer')].some(
            (footer) =>
              !footer.closest('main, article') && /© \d{4}/.test(footer.textContent ?? ''),
          ),
          title: document.title,
          remoteEntries: performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((name) => name.endsWith('/remoteEntry.js')),
        }),
        label,
      );
      assert.ok(heading.length > 0, 'the h1 has words');
      assert.equal(heading, prerenderedHeading(html), 'the h1 reads as prerendered');
      assert.equal(state.fallback, false, 'no section fallback');
      assert.equal(state.loading, false, 'no loading state');
      assert.equal(state.nav, true, 'the main navigation');
      assert.equal(state.footer, true, 'the footer');
      assert.ok(state.title.endsWith(TITLE_END), `the title ${state.title} ends with the author`);
      if (remote) {
        assert.ok(
          state.remoteEntries.includes(`/remotes/${remote}/remoteEntry.js`),
          `the ${remote} remote was loaded (${state.remoteEntries.join(', ') || 'none'})`,
        );
      }
    });
  }
});

describe('navigation', () => {
  it('the main navigation moves between sections without reloading the page', LIMIT, async () => {
    const page = await harness.open();
    await page.goto(url('/'));
    await waitForApp(page);
    await markDocument(page);
    const stops = [
      { link: 'Blog', path: '/blog', h1: 'The Blog' },
      { link: 'Portfolio', path: '/portfolio', h1: portfolioCopy.title },
      { link: 'The Red Chapter', path: '/red-page', h1: redCopy.redPage.heading },
      { link: 'Achievements', path: '/achievements', h1: achievementsCopy.title },
      { link: 'Contact', path: '/contact', h1: contactCopy.title },
      { link: 'Home', path: '/', h1: siteConfig.authorName },
    ];
    for (const stop of stops) {
      const link = await findElement(page, 'nav[aria-label="Main"] li a', stop.link);
      await link.click();
      await waitFor(
        page,
        `${stop.path} with its h1 "${stop.h1}"`,
        ({ path: pathname, h1 }) =>
          location.pathname === pathname &&
          document.querySelector('main h1')?.textContent?.trim() === h1,
        stop,
      );
      const current = await page.evaluate(() =>
        [...document.querySelectorAll('nav[aria-label="Main"] [aria-current="page"]')].map(
          (element) => element.textContent?.trim(),
        ),
      );
      assert.deepEqual(current, [stop.link], `aria-current on ${stop.path}`);
      assert.equal(await sameDocument(page), true, `reached ${stop.path} without a reload`);
    }
  });

  it('a link inside a section routes on the client too', LIMIT, async () => {
    const page = await harness.open();
    await page.goto(url('/blog'));
    // The blog's own code, not only the shell's: until it has hydrated, its links are the
    // served page's and load the next page from the server (a load that failed this test).
    await waitForSection(page, 'the blog hub to hydrate');
    await markDocument(page);
    if (!LIST) throw new Error('the blog has no category');
    const card = await findElement(
      page,
      'main a',
      new RegExp(`^${LIST.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await card.click();
    await waitFor(
      page,
      'the category page',
      ({ route, title }) =>
        location.pathname === route &&
        document.querySelector('main h1')?.textContent?.trim() === title,
      { route: categoryRoute(LIST), title: LIST.title },
    );
    assert.equal(await sameDocument(page), true);
  });
});

describe('the site player', () => {
  it('a poem plays on in the shell’s player across a navigation into the blog', LIMIT, async () => {
    const entry = recordedEntries[0];
    assert.ok(entry, 'a published poem has a recording');
    const page = await harness.open();
    await page.goto(url(poemPath(entry)));
    await waitForSection(page);
    // The served control reached for: the listening code comes with its Listen button.
    await page.focus('audio[data-recording]');
    const listen = await findElement(page, 'main button', listenCopy.play);
    await listen.click();
    const clock = (at: number) =>
      waitFor(
        page,
        `the shell's player past ${at.toFixed(2)} s`,
        (seconds) => {
          const audio = document.querySelector<HTMLAudioElement>('audio[data-site-player]');
          return audio && audio.currentTime > seconds ? audio.currentTime : null;
        },
        at,
        15_000,
      );
    const before = await clock(0.3);
    await markDocument(page);
    await (await findElement(page, 'nav[aria-label="Main"] li a', 'Blog')).click();
    await waitFor(page, 'the blog', () => location.pathname === '/blog');
    await waitForSection(page);
    await clock(before + 0.5);
    assert.equal(await sameDocument(page), true, 'reached the blog without a reload');
    const title = await page.evaluate(
      () => document.querySelector('[data-site-player-bar] a')?.textContent?.trim() ?? null,
    );
    assert.equal(title, entry.title);
  });
});

describe('live likes', () => {
  it(
    "one reader's like is stored and shown to another reader without a reload",
    LIMIT,
    async (t) => {
      const [liker, watcher] = [await harness.open(), await harness.open()];
      await Promise.all([liker.goto(url(LIKED_POST.path)), watcher.goto(url(LIKED_POST.path))]);
      const before = await storedCount(LIKED_POST.id);
      for (const page of [liker, watcher]) {
        // The live stream is up (data-status): the count shown is the store's (no number
        // shows while connecting).
        await waitFor(
          page,
          'the like button to be live',
          (count) => {
            const button = document.querySelector('main button[data-status]');
            if (!button) return false;
            const status = button.getAttribute('data-status');
            const shown = Number(button.textContent?.match(/\d+/)?.[0]);
            return status === 'live' && shown === count;
          },
          before,
        );
      }
      await markDocument(watcher);
      assert.equal(await liker.evaluate(() => localStorage.getItem('anonUID')), null);

      // Timed in the pages, from the click event to the other reader's count changing (both
      // on this machine's clock): puppeteer's click itself takes 1.5-4 s to return over BiDi.
      const like = await findElement(liker, 'main button[data-status]', /Like/);
      await like.evaluate((button) =>
        button.addEventListener('click', () => Object.assign(window, { __clickedAt: Date.now() }), {
          capture: true,
          once: true,
        }),
      );
      await watcher.evaluate((count) => {
        const shown = () =>
          Number(
            document.querySelector('main button[data-status]')?.textContent?.match(/\d+/)?.[0],
          );
        const observer = new MutationObserver(() => {
          if (shown() !== count) return;
          Object.assign(window, { __updatedAt: Date.now() });
          observer.disconnect();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, before + 1);
      await like.click();
      const updatedAt = await waitFor(
        watcher,
        `the other reader's count to reach ${before + 1}`,
        () => (window as unknown as { __updatedAt?: number }).__updatedAt,
      );
      const clickedAt = await liker.evaluate(
        () => (window as unknown as { __clickedAt?: number }).__clickedAt,
      );
      assert.ok(clickedAt, 'the click reached the button');
      const delay = updatedAt - clickedAt;
      t.diagnostic(`the like reached the other reader ${delay} ms after the click`);
      assert.ok(delay < 2_000, `the like reached the other reader in ${delay} ms`);
      assert.equal(await sameDocument(watcher), true, 'without a reload');
      assert.equal(await likeCount(liker), before + 1);
      assert.equal(await storedCount(LIKED_POST.id), before + 1);
      assert.match(
        (await liker.evaluate(() => localStorage.getItem('anonUID'))) ?? '',
        /^anon_\d{13}[a-z0-9]{9}$/,
      );
    },
  );
});

/** The open dialog's title, and whether focus is inside it. */
function openDialog(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) return null;
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    return {
      title: title?.textContent?.trim(),
      focusInside: dialog.contains(document.activeElement),
    };
  });
}

/** Waits until a dialog is open (`open`), or until none is. */
const dialogOpen = (page: Page, what: string, open: boolean) =>
  waitFor(
    page,
    what,
    (wanted) => (document.querySelector('dialog[open]') !== null) === wanted,
    open,
  );

const isFocused = (page: Page, element: Awaited<ReturnType<typeof findElement>>) =>
  element.evaluate((node) => node === document.activeElement);

describe('dialogs', () => {
  const [entry] = readableEntries;
  it(
    'a poem opens from the keyboard, keeps focus inside, and Escape returns focus',
    { ...LIMIT, skip: entry ? false : 'the archive has no published entry' },
    async () => {
      if (!entry) return;
      const page = await harness.open();
      await page.goto(url('/red-archive'));
      // Live first: before the section is, an entry's link leads to the poem's page.
      await waitForSection(page, 'the archive to hydrate');
      const trigger = await findElement(page, 'main li a', entry.label);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await dialogOpen(page, 'the poem dialog', true);
      assert.deepEqual(await openDialog(page), { title: entry.label, focusInside: true });
      for (const key of ['Tab', 'Tab', 'Tab'] as const) {
        await page.keyboard.press(key);
        assert.equal((await openDialog(page))?.focusInside, true, 'Tab stays in the dialog');
      }
      await page.keyboard.press('Escape');
      await dialogOpen(page, 'the dialog to close', false);
      assert.equal(await isFocused(page, trigger), true, 'focus is back on the entry');
    },
  );

  it('Read More opens with a click, and its Close button returns focus', LIMIT, async () => {
    const page = await harness.open();
    await page.goto(url('/portfolio'));
    // The section's code is here (its h1 hydrated), so the click is handled, not replayed.
    await waitForSection(page, 'the portfolio section to hydrate');
    const [book] = books;
    const readMore = await findElement(page, 'main button', `Read More about ${book!.title}`);
    await readMore.click();
    await dialogOpen(page, 'the book dialog', true);
    const shown = await openDialog(page);
    assert.equal(shown?.title, book!.title);
    assert.equal(shown?.focusInside, true);
    const close = await findElement(page, 'dialog[open] button', 'Close');
    await close.click();
    await dialogOpen(page, 'the dialog to close', false);
    assert.equal(await isFocused(page, readMore), true, 'focus is back on Read More');
  });
});

/**
 * The open dialog's colour scheme and scrollbar colours as Firefox resolved them, and how far
 * its content scrolls past its last element and padding (room a trailing margin adds: Firefox
 * counts it, so a dialog that fitted its words scrolled a few pixels).
 */
function openDialogScrolling(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    const body = dialog?.lastElementChild;
    const last = body?.lastElementChild;
    if (!dialog || !(body instanceof HTMLElement) || !last) return null;
    const style = getComputedStyle(dialog);
    const bottom =
      last.getBoundingClientRect().bottom - body.getBoundingClientRect().top + body.scrollTop;
    return {
      scheme: style.colorScheme,
      pageScheme: getComputedStyle(document.documentElement).colorScheme,
      scrollbar: style.scrollbarColor,
      trailingRoom: body.scrollHeight - bottom - parseFloat(getComputedStyle(body).paddingBottom),
    };
  });
}

describe('dialogs in their scheme', () => {
  it(
    'ask for a scrollbar of their scheme, and end at their content (no room to scroll below it)',
    LIMIT,
    async () => {
      const page = await harness.open();
      for (const [path, trigger, selector] of [
        ['/red-archive', /^Entry #\d{3} - /, 'main li a'],
        ['/portfolio', /^Read More/, 'main button'],
      ] as const) {
        await page.goto(url(path));
        await waitForSection(page);
        await (await findElement(page, selector, trigger)).click();
        await waitFor(
          page,
          'a dialog with its words',
          () => (document.querySelector('dialog[open]')?.textContent ?? '').length > 200,
        );
        const shown = await openDialogScrolling(page);
        // The Red Chapter's poem is dark in both schemes; the blurb is in the page's.
        const scheme = path === '/red-archive' ? 'dark' : shown?.pageScheme;
        assert.equal(shown?.scheme, scheme, `${path}: colour scheme`);
        assert.notEqual(shown?.scrollbar, 'auto', `${path}: scrollbar colours`);
        assert.ok(
          (shown?.trailingRoom ?? Infinity) <= 1,
          `${path}: ${shown?.trailingRoom} px below`,
        );
        await page.keyboard.press('Escape');
      }
    },
  );
});

describe('containment', () => {
  it(
    'a remote that is down keeps its served page; the rest works; Retry brings it back',
    LIMIT,
    async () => {
      const page = await harness.open();
      // The blog's code cannot be fetched (puppeteer's request interception over BiDi).
      let blocked = true;
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        // (A request still pending when the test closes the page cannot be resolved: ignored.)
        if (blocked && new URL(request.url()).pathname.startsWith('/remotes/blog/')) {
          request.abort('failed').catch(() => undefined);
        } else {
          request.continue().catch(() => undefined);
        }
      });
      // The shell logs the failure once, with its cause (the home page's newest post, the
      // blog's too, once the tab goes home); React logs the error its boundary caught (an
      // Error object: "JSHandle@error" over BiDi) and may report the section that failed while
      // it waited to hydrate (#422).
      harness.allowErrors(
        page,
        /Blog failed and was contained/,
        /The newest post failed and was contained/,
        /^error: JSHandle@error$/,
        /Minified React error #422\b/,
      );
      await page.goto(url('/blog'));
      await waitForApp(page);
      // The page as served stays (decision 010): one line with Retry, no card.
      const pausedLine = () =>
        waitFor(page, 'the line saying the blog is paused', () =>
          [...document.querySelectorAll('[role="status"]')].some((status) =>
            status.textContent?.includes('Some parts of this page are paused'),
          ),
        );
      await pausedLine();
      await findElement(page, '[role="status"] button', 'Retry');
      assert.equal(
        await page.evaluate(() => document.querySelector('main h1')?.textContent?.trim()),
        'The Blog',
        'the served page stays',
      );
      assert.equal(
        await page.evaluate(() => document.querySelectorAll('[role="alert"]').length),
        0,
        'no card',
      );

      // The other sections and home keep working.
      await (await findElement(page, 'nav[aria-label="Main"] li a', 'The Red Chapter')).click();
      await waitFor(
        page,
        'the Red Chapter',
        (heading) => document.querySelector('main h1')?.textContent?.trim() === heading,
        redCopy.redPage.heading,
      );
      await (await findElement(page, 'nav[aria-label="Main"] li a', 'Home')).click();
      await waitFor(page, 'home', () => Boolean(document.querySelector('main a[href="/blog"]')));
      // Into the blog again: the page this tab was served shows again, as served.
      await (await findElement(page, 'nav[aria-label="Main"] li a', 'Blog')).click();
      await waitFor(page, 'the blog page as served', () =>
        [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.includes('Some parts of this page are paused'),
        ),
      );
      await waitForApp(page);
      await markDocument(page);

      // The network is back: Retry brings the section to life in place.
      blocked = false;
      await (await findElement(page, '[role="status"] button', 'Retry')).click();
      await waitForSection(page, 'the blog after Retry');
      assert.equal(await sameDocument(page), true, 'Retry did not reload the page');
      assert.ok(
        harness.entries(page).some((entry) => /Blog failed and was contained/.test(entry)),
        'the failure was logged',
      );
    },
  );
});

describe('the hydration guard', () => {
  it(
    'a prerendered page that disagrees with the app is reported in Firefox too',
    LIMIT,
    async () => {
      const page = await harness.open();
      harness.expectHydrationMismatch(page);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        if (request.isNavigationRequest() && new URL(request.url()).pathname === '/portfolio') {
          fetch(request.url())
            .then((response) => response.text())
            .then((html) =>
              request.respond({
                status: 200,
                contentType: 'text/html; charset=utf-8',
                // The page's heading, whatever the author titled it, says something else.
                body: html.replace(/<h1>[^<]*<\/h1>/, '<h1>Stale words</h1>'),
              }),
            )
            .catch(() => undefined);
        } else {
          request.continue().catch(() => undefined);
        }
      });
      await page.goto(url('/portfolio'));
      await waitForApp(page);
      await waitFor(
        page,
        'the page rendered again',
        (heading) => document.querySelector('main h1')?.textContent?.trim() === heading,
        portfolioCopy.title,
      );
      const deadline = Date.now() + 5_000;
      while (!harness.entries(page).some((entry) => /#418|hydrat/i.test(entry))) {
        assert.ok(
          Date.now() < deadline,
          `no hydration error seen: ${harness.entries(page).join('\n')}`,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  );
});

// The service worker in Firefox (decision 012): a browser and a server of its own, the server
// stopped to go offline. Firefox turned an offline page load into its error page while the
// worker used navigation preload (found here, 2026-11-26); this keeps it from coming back.
describe('offline, with the service worker', () => {
  it('a page read opens offline; an address never read gives the offline page', LIMIT, async () => {
    const own = await startSiteServer(PORT + 1, {
      LIKES_DB_FILE: path.join(tempDir, 'offline-likes.sqlite'),
    });
    const firefox = await launchFirefox({ serviceWorkers: true });
    try {
      const page = await firefox.newPage();
      await page.goto(`${own.url}/`);
      await waitForApp(page);
      await waitFor(
        page,
        'the worker to control the page',
        () => {
          return navigator.serviceWorker.controller !== null;
        },
        undefined,
        30_000,
      );
      await page.goto(`${own.url}/portfolio`);
      await waitForApp(page);
      const heading = await waitFor(page, 'the heading', () => {
        return document.querySelector('main h1')?.textContent;
      });
      await waitFor(page, 'both pages kept', async () => {
        const keys = await (await caches.open('site-pages-v1')).keys();
        const paths = keys.map((request) => new URL(request.url).pathname);
        return paths.includes('/') && paths.includes('/portfolio');
      });

      await own.stop();
      await page.goto(`${own.url}/portfolio`);
      assert.equal(
        await waitFor(page, 'the kept page', () => document.querySelector('main h1')?.textContent),
        heading,
      );
      await page.goto(`${own.url}/red-archive`);
      assert.equal(
        await waitFor(page, 'the offline page', () => document.querySelector('h1')?.textContent),
        'You are offline',
      );
      const listed = await page.evaluate(() =>
        [...document.querySelectorAll('li a')].map((link) => link.getAttribute('href')),
      );
      assert.deepEqual(listed.sort(), ['/', '/portfolio']);
    } finally {
      await firefox.close();
      await own.stop();
    }
  });
});
