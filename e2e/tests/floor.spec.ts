import type { Page } from '@playwright/test';
import { waitForApp, waitForSection } from '../support/app-ready';
import { aPost } from '../support/blog';
import { books, poemPath, readableEntries } from '../support/content';
import { redCopy } from '../../red-remote/content/red-copy.js';
import {
  FAILURES,
  failChunk,
  failRemote,
  mainText,
  noJsMainText,
  pausedLine,
} from '../support/floor';
import { LIKES_LOADING_NAME } from '../support/likes';
import { expect, test } from '../support/test';
import { pageTitle } from '../support/page-title';
import { UNAVAILABLE_COPY } from '../../shell/src/unavailable/unavailable-copy.js';
import { SIGNUP_COPY as POST_SIGNUP_COPY } from '../../blog-remote/content/signup-copy.js';
import { BLOG_COPY } from '../../blog-remote/content/blog-copy.js';

// The prerendered page is the floor (decision 010): a section whose code cannot be had keeps
// the page it was served with, word for word, with one line and Retry.

const PAGES = [
  { name: 'a post', path: aPost().route, remote: 'blog' },
  { name: 'the archive', path: '/red-archive', remote: 'red' },
  { name: 'the portfolio', path: '/portfolio', remote: 'portfolio' },
  { name: 'a book page', path: books[0]!.bookPage, remote: 'portfolio' },
];

/** The site's unavailable page (shell/src/unavailable/unavailable-page.tsx), whatever its reason. */
const cardOf = (page: Page) => page.locator('[data-unavailable]');

test.describe('a section whose code cannot be had keeps its served page', () => {
  const served = new Map<string, string>();
  test.beforeAll(async ({ browser, baseURL }) => {
    for (const { path } of PAGES) served.set(path, await noJsMainText(browser, baseURL!, path));
  });

  for (const { name, path, remote } of PAGES) {
    for (const failure of FAILURES) {
      test(`${name}, its code ${failure}: the no-JS page's words, Retry brings it to life`, async ({
        page,
      }) => {
        const code = await failRemote(page, remote, failure);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await waitForApp(page);
        // The line comes when the load has failed (or timed out: 8 s), never a card.
        await expect(pausedLine(page)).toBeVisible({ timeout: 15_000 });
        await expect(cardOf(page)).toHaveCount(0);
        expect(await mainText(page)).toBe(served.get(path));
        await expect(page.locator('html')).toHaveAttribute('data-paused', new RegExp(remote));

        await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
        code.allow();
        await pausedLine(page).getByRole('button', { name: 'Retry' }).click();
        await waitForSection(page);
        await expect(pausedLine(page)).toHaveCount(0);
        await expect(page.locator('html')).not.toHaveAttribute('data-paused', /./);
        // In place: the same document, the same words.
        expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
          true,
        );
        await expect.poll(() => mainText(page)).toBe(served.get(path));
      });
    }
  }
});

test('the like button says likes are paused, and a paused part holds no tap', async ({ page }) => {
  await failRemote(page, 'blog', 'refused');
  await page.goto(aPost().route);
  await expect(pausedLine(page)).toBeVisible();
  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toBeVisible();
  await expect(page.getByText(BLOG_COPY.like.paused)).toBeVisible();
  // As served: no count, and not a 0 that would only mean "not known".
  await expect(like).toHaveAccessibleName(LIKES_LOADING_NAME);
  expect(await like.textContent()).not.toMatch(/\d/);
});

test('Read More on a paused portfolio opens its text without the app', async ({ page }) => {
  await failRemote(page, 'portfolio', 'refused');
  await page.goto('/portfolio');
  await expect(pausedLine(page)).toBeVisible();
  const book = books[0]!;
  await page.getByRole('button', { name: `Read More about ${book.title}` }).click();
  const popover = page.getByRole('dialog', { name: book.title });
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(book.readMore[0]!);
  await popover.getByRole('button', { name: 'Close' }).click();
  await expect(popover).toBeHidden();
});

test('the menu into a refused section loads its page from the server', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await failRemote(page, 'red', 'refused');
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'The Red Chapter' })
    .click();
  await expect(page).toHaveURL(/\/red-page$/);
  await expect(pausedLine(page)).toBeVisible();
  await expect(cardOf(page)).toHaveCount(0);
  // A page load, not the app's: the served page, whose words stay.
  expect(
    await page.evaluate(() => (window as unknown as { __same?: boolean }).__same),
  ).toBeUndefined();
  expect(await mainText(page)).toBe(
    await noJsMainText(page.context().browser()!, new URL(page.url()).origin, '/red-page'),
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the shell's own code failing keeps the served page and says so in the ${colorScheme} scheme`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, colorScheme });
    try {
      const page = await context.newPage();
      // Every chunk but the entry: the entry runs, its start-up fails (shell/src/index.ts).
      await page.route(
        (url) =>
          url.pathname.startsWith('/static/js/') && !/\/main\.[0-9a-f]+\.js$/.test(url.pathname),
        (route) => route.abort('failed'),
      );
      const path = aPost().route;
      await page.goto(path);
      const line = page
        .getByRole('status')
        .filter({ hasText: 'Some parts of this page are paused' });
      await expect(line).toBeVisible();
      await expect(line.getByRole('link', { name: 'Reload' })).toBeVisible();
      expect(await mainText(page)).toBe(await noJsMainText(browser, baseURL!, path));
      // Its colours are the scheme's, as the page around it (decision 020).
      const colours = await line.evaluate((element) => {
        const root = getComputedStyle(document.documentElement);
        const resolve = (name: string) => {
          const probe = document.createElement('i');
          probe.style.color = root.getPropertyValue(name);
          document.body.append(probe);
          const value = getComputedStyle(probe).color;
          probe.remove();
          return value;
        };
        const own = getComputedStyle(element);
        return {
          background: own.backgroundColor,
          text: own.color,
          expected: {
            background: resolve('--color-surface-raised'),
            text: resolve('--color-text'),
          },
        };
      });
      expect({ background: colours.background, text: colours.text }).toEqual(colours.expected);
    } finally {
      await context.close();
    }
  });
}

test('with no page to be had (the server unreachable for it), the site says it is offline, titled, with Retry', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const code = await failRemote(page, 'red', 'refused');
  const pageUnreachable = (url: URL) => url.pathname === '/red-page';
  await page.route(pageUnreachable, (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'The Red Chapter' })
    .click();
  // No answer from the server for it: as far as the page can tell, the reader is offline.
  const card = page.locator('[data-unavailable="offline"]');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE_COPY.offline.title);
  await expect(page).toHaveTitle(pageTitle(UNAVAILABLE_COPY.offline.title));
  code.allow();
  await page.unroute(pageUnreachable);
  await card.getByRole('button', { name: 'Retry' }).click();
  await waitForSection(page);
  await expect(card).toHaveCount(0);
});

test("the home page's book showcase keeps its served books when the portfolio is refused", async ({
  page,
}) => {
  await failRemote(page, 'portfolio', 'refused');
  await page.goto('/');
  await waitForApp(page);
  // Served current, its code is asked for as the reader is about to act on it.
  await page.locator('[data-part="book-showcase"] h2').hover();
  await expect(pausedLine(page)).toBeVisible();
  await expect(cardOf(page)).toHaveCount(0);
  for (const book of books) {
    await expect(
      page.locator('[data-part="book-showcase"]').getByText(book.title).first(),
    ).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu opens, and a page that shows has no "needs JavaScript" notice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/portfolio');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(page.getByText(/needs JavaScript/i)).toHaveCount(0);
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
  });

  test('Read More text can be read', async ({ page }) => {
    await page.goto('/portfolio');
    for (const book of books) {
      await page.getByRole('button', { name: `Read More about ${book.title}` }).click();
      const popover = page.getByRole('dialog', { name: book.title });
      await expect(popover).toBeVisible();
      for (const paragraph of book.readMore) await expect(popover).toContainText(paragraph);
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    }
  });
});

// Issue 44: the same page says what is true when the server does answer.
for (const { reason, pageStatus, probeStatus } of [
  { reason: 'section-away', pageStatus: 502, probeStatus: 200 },
  { reason: 'server-error', pageStatus: 503, probeStatus: 503 },
] as const) {
  test(`a section whose code and page cannot be had, the server ${probeStatus === 200 ? 'answering' : 'failing'}: the site's page says ${reason}, titled, with Retry`, async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    const code = await failRemote(page, 'red', 'refused');
    const redPage = (url: URL) => url.pathname === '/red-page';
    await page.route(redPage, (route) =>
      route.request().method() === 'HEAD'
        ? route.fulfill({ status: probeStatus })
        : route.fulfill({ status: pageStatus, body: 'no page' }),
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'The Red Chapter' })
      .click();
    const card = page.locator(`[data-unavailable="${reason}"]`);
    await expect(card).toBeVisible();
    const title =
      reason === 'section-away'
        ? UNAVAILABLE_COPY['section-away'].title.replace('{section}', 'The Red Chapter')
        : UNAVAILABLE_COPY['server-error'].title;
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(card).toContainText(UNAVAILABLE_COPY[reason].lead);
    await expect(page).toHaveTitle(pageTitle(title));
    // Online, there is no list of kept pages to offer.
    await expect(card.getByRole('list')).toHaveCount(0);
    code.allow();
    await page.unroute(redPage);
    await card.getByRole('button', { name: UNAVAILABLE_COPY.retry }).click();
    await waitForSection(page);
    await expect(cardOf(page)).toHaveCount(0);
  });
}

test("a post whose sign-up's code cannot be had keeps the served form, and the post stays live", async ({
  page,
}) => {
  // As offline when the reader left before the page was idle: the sign-up's chunk never came.
  await failChunk(page, 'post-signup');
  await page.goto(aPost().route);
  const kept = page.locator('[data-part="post-signup"][data-served]');
  await expect(kept.getByLabel(POST_SIGNUP_COPY.label)).toBeVisible({ timeout: 15_000 });
  // Paused by itself: its button posts the form unaided, and no line pauses the post.
  await expect(page.locator('html')).toHaveAttribute('data-paused', 'post-signup');
  await expect(pausedLine(page)).toHaveCount(0);
  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).not.toHaveAccessibleName(LIKES_LOADING_NAME);
  await expect(page.getByText(BLOG_COPY.like.paused)).toBeHidden();
});

test("a poem whose footer's code cannot be had keeps its served links, and the next poem opens from them", async ({
  page,
}) => {
  await failChunk(page, 'poem-footer');
  // A poem with a neighbour on each side, so that its footer has both links.
  await page.goto(poemPath(readableEntries[1]!));
  const kept = page.locator('[data-part="poem-footer"][data-served]');
  const nav = kept.getByRole('navigation', { name: redCopy.archive.poemNav });
  await expect(nav.getByRole('link')).toHaveCount(2, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-paused', 'poem-footer');
  await expect(pausedLine(page)).toHaveCount(0);
  // A served link is a page load: the next poem opens with its words.
  const next = nav.getByRole('link').last();
  const href = await next.getAttribute('href');
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(readableEntries[2]!.title);
});
