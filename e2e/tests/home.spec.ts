import type { Page } from '@playwright/test';
import { pausedLine } from '../support/floor';
import { expect, test } from '../support/test';
import { mainNavLink } from '../support/main-nav';
import { openPage } from '../support/open-page';
import { collectConsoleErrors } from '../support/console-errors';
import { tabTo } from '../support/keyboard';
import { waitForApp } from '../support/app-ready';
import { BLOG_COPY, postsNewestFirst } from '../support/blog';
import {
  bioCopy,
  books,
  doorCopy,
  heroActions,
  newestWritingCopy,
  newsletterCopy,
  poemPath,
  readableEntries,
  redArchiveInvite,
  redCopy,
  showcaseCopy,
  siteConfig,
} from '../support/content';

test.describe('home page', () => {
  test('hero, biography, showcase, door, quote, newsletter and decorations, no errors', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, '/', siteConfig.authorName);
    for (const { label, to } of heroActions) {
      await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        to,
      );
    }
    await expect(
      page.getByRole('heading', { level: 2, name: bioCopy.heading, exact: true }),
    ).toBeVisible();
    for (const paragraph of siteConfig.bio) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: doorCopy.caption, exact: true }),
    ).toBeVisible();
    await expect(page.locator('blockquote')).toContainText(siteConfig.quote);

    const emoji = page.getByTestId('floating-emoji');
    await expect(emoji).toHaveAttribute('aria-hidden', 'true');
    const sides = await emoji
      .locator('span')
      .evaluateAll((spans) =>
        spans.map((span) => ((span as HTMLElement).style.left ? 'left' : 'right')),
      );
    expect(sides.filter((side) => side === 'left')).toHaveLength(3);
    expect(sides.filter((side) => side === 'right')).toHaveLength(3);

    // Newsletter: the form builder's embed where one is configured, else (the embedded
    // default the browser tests run on) the site's own form (newsletter.spec.ts signs up).
    const newsletter = page.getByRole('region', { name: newsletterCopy.heading, exact: true });
    const formHost = newsletter.getByTestId('newsletter-form');
    if (await formHost.locator('script').count()) {
      await expect(formHost).toBeVisible();
    } else {
      await expect(newsletter.getByLabel(newsletterCopy.label)).toBeVisible();
      await expect(newsletter.getByRole('button', { name: newsletterCopy.submit })).toBeVisible();
    }

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the book showcase: covers, Quick Buy in a new tab, All Purchase Options to the book page', async ({
    page,
  }) => {
    await page.goto('/');
    const showcase = page.getByRole('region', { name: showcaseCopy.heading, exact: true });
    await expect(showcase.getByRole('heading', { level: 2 })).toHaveText(showcaseCopy.heading);
    await expect(showcase.getByRole('img')).toHaveCount(books.length);
    for (const [index, book] of books.entries()) {
      await expect(showcase.getByRole('img').nth(index)).toHaveAttribute('alt', book.cover.alt);
    }

    const quickBuy = showcase.getByRole('link', { name: /^Quick Buy/ });
    await expect(quickBuy).toHaveCount(books.length);
    for (const [index, link] of (await quickBuy.all()).entries()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', books[index]!.amazonLink);
    }

    const options = showcase.getByRole('link', { name: /^All Purchase Options/ });
    await expect(options).toHaveCount(books.length);
    const book = books[1]!;
    await options.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${book.bookPage}$`));
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
  });

  test('the door, from the keyboard: its message for about three seconds', async ({ page }) => {
    await page.goto('/');
    const door = page.getByRole('button', { name: doorCopy.buttonLabel, exact: true });
    await tabTo(page, door);
    const status = page
      .getByRole('region', { name: doorCopy.caption, exact: true })
      .locator('[aria-live="polite"]');
    await expect(status).toHaveText('');

    await page.keyboard.press('Enter');
    const shownAt = Date.now();
    await expect(status).toHaveText(doorCopy.message);
    await expect(status).toHaveText('', { timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(4500);
  });

  test('rose, lipstick and heart lead to /red-archive with their tooltip', async ({ page }) => {
    await page.goto('/');
    const names = redArchiveInvite.icons.map((icon) => icon.label);
    const links = names.map((name) => page.getByRole('link', { name, exact: true }));
    for (const link of links) await expect(link).toHaveAttribute('href', redArchiveInvite.to);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await tabTo(page, links[0]!);
    await expect(
      page.getByRole('tooltip', { name: redArchiveInvite.tooltip, exact: true }),
    ).toBeVisible();
    await expect(links[0]!).toHaveAccessibleDescription(redArchiveInvite.tooltip);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/red-archive$/);
  });

  test('with the portfolio remote down, the home page keeps its served showcase; Retry brings it to life', async ({
    page,
  }) => {
    let blocked = true;
    await page.route('**/remotes/portfolio/**', (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await page.goto('/');
    // Served current, its code is asked for when the reader is about to act on it.
    await waitForApp(page);
    await page.locator('[data-part="book-showcase"] h2').hover();

    const fallback = pausedLine(page);
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('link', { name: heroActions[0].label, exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: bioCopy.heading, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: doorCopy.buttonLabel, exact: true }),
    ).toBeVisible();
    await expect(page.locator('blockquote')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: newsletterCopy.heading, exact: true }),
    ).toBeVisible();
    // The showcase as served: its heading and books stay.
    await expect(
      page.getByRole('heading', { level: 2, name: showcaseCopy.heading, exact: true }),
    ).toBeVisible();

    blocked = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-part="book-showcase"][data-live]')).toBeAttached();
    await expect(fallback).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 2, name: showcaseCopy.heading, exact: true }),
    ).toBeVisible();
  });

  test.describe('the newest writing', () => {
    // What the sections have published, read from their content files: the newest post of the
    // blog's Markdown, the highest-numbered readable entry of the archive.
    const newestPost = postsNewestFirst()[0];
    const newestPoem = readableEntries.at(-1);
    test.skip(!newestPost && !newestPoem, 'nothing is published');
    const writing = (page: Page) =>
      page.getByRole('region', { name: newestWritingCopy.heading, exact: true });

    /** The two cards as the home page shows them, each leading to its page. */
    async function expectNewestWriting(page: Page) {
      const region = writing(page);
      if (newestPost) {
        const card = region.getByRole('article').filter({ hasText: BLOG_COPY.fromTheBlog });
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(newestPost.cardTitle);
        await expect(card.getByRole('link', { name: newestPost.cardTitle })).toHaveAttribute(
          'href',
          newestPost.route,
        );
        await expect(card).toContainText(`${BLOG_COPY.fromTheBlog} · ${newestPost.category.title}`);
        await expect(card.locator(`time[datetime="${newestPost.date}"]`)).toHaveText(
          newestPost.dateLabel,
        );
        await expect(card).toContainText(newestPost.description);
      }
      if (newestPoem) {
        const card = region.getByRole('article').filter({ hasText: redCopy.archive.newest.label });
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(newestPoem.title);
        await expect(card.getByRole('link', { name: newestPoem.title })).toHaveAttribute(
          'href',
          poemPath(newestPoem),
        );
        // Its opening line, as written.
        await expect(card).toContainText(newestPoem.lines[0]!.replace(/[,;:.\s–—-]+$/, ''));
      }
    }

    test('the newest post and the newest poem, drawn by their sections, lead to their pages', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const sectionCode: string[] = [];
      page.on('request', (request) => {
        // Its code, not the pictures the served page shows.
        if (/\/remotes\/(blog|red|portfolio)\/.*\.js$/.test(request.url())) {
          sectionCode.push(request.url());
        }
      });
      await page.goto('/');
      await waitForApp(page);
      await expectNewestWriting(page);
      // Served with the page fresh from the network, they are what the sections' releases draw:
      // a reader who only reads downloads none of the sections' code, even once idle.
      await page.waitForLoadState('networkidle');
      expect(sectionCode).toEqual([]);
      // About to act on one, its section's code takes it over: hydrated as served.
      if (newestPost) {
        await page.locator('[data-part="newest-post"]').getByRole('link').first().hover();
        await expect(page.locator('[data-part="newest-post"][data-live]')).toBeAttached();
      }
      if (newestPoem) {
        await page.locator('[data-part="newest-poem"]').getByRole('link').first().hover();
        await expect(page.locator('[data-part="newest-poem"][data-live]')).toBeAttached();
      }
      await expectNewestWriting(page);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);

      if (newestPost) {
        await writing(page).getByRole('link', { name: newestPost.cardTitle }).click();
        await expect(page).toHaveURL(newestPost.route);
        await expect(page.getByRole('heading', { level: 1, name: newestPost.title })).toBeVisible();
        await page.goBack();
      }
      if (newestPoem) {
        await writing(page).getByRole('link', { name: newestPoem.title }).click();
        await expect(page).toHaveURL(new RegExp(`${poemPath(newestPoem)}$`));
        await expect(page.getByRole('heading', { level: 1, name: newestPoem.title })).toBeVisible();
      }
    });

    test('the newest writing after a link home: drawn by the sections in the app', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/contact');
      await waitForApp(page);
      await mainNavLink(page, 'Home').click();
      await expect(page).toHaveURL('/');
      await expectNewestWriting(page);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test('with the blog and the Red section down, the home page keeps its served newest writing; Retry brings it to life', async ({
      page,
    }) => {
      test.skip(!newestPost || !newestPoem, 'a post and a poem are needed');
      let blocked = true;
      await page.route(/\/remotes\/(blog|red)\//, (route) =>
        blocked ? route.abort() : route.continue(),
      );
      await page.goto('/');
      await waitForApp(page);
      // Nothing is asked of a section until the reader is about to act on its part.
      await page.locator('[data-part="newest-post"]').getByRole('link').first().hover();
      await page.locator('[data-part="newest-poem"]').getByRole('link').first().hover();
      const fallback = pausedLine(page);
      await expect(fallback).toBeVisible();
      // Both paused before the one Retry (one asked for later would still be on its way).
      await expect(page.locator('html')).toHaveAttribute('data-paused', /newest-post/);
      await expect(page.locator('html')).toHaveAttribute('data-paused', /newest-poem/);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // As served: the cards, their words and their links.
      await expectNewestWriting(page);

      blocked = false;
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('[data-part="newest-post"][data-live]')).toBeAttached();
      await expect(page.locator('[data-part="newest-poem"][data-live]')).toBeAttached();
      await expect(fallback).toHaveCount(0);
      await expectNewestWriting(page);
    });
  });
});
