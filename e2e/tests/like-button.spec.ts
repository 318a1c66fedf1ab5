import type { Locator, Page } from '@playwright/test';
import { waitForSection } from '../support/app-ready';
import { expect, test } from '../support/test';
import { BLOG_COPY, fillCopy, publishedPosts } from '../support/blog';
import { collectConsoleErrors } from '../support/console-errors';
import { LIKED_POST as POST, LIKES_LOADING_NAME, likeButton, likesName } from '../support/likes';

// The like button says what it does (docs/likes.md, "What the button shows"): no number until
// the count is known, "+1" at each tap and the new count said politely, never a toggle.

async function storedCount(page: Page, postId: string): Promise<number> {
  const response = await page.request.get(`/api/likes/${postId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

const thanks = (count: number) =>
  fillCopy(BLOG_COPY.like.thanks, {
    count,
    likes: count === 1 ? BLOG_COPY.like.one : BLOG_COPY.like.many,
  });

/** The "+1" of the latest tap: its top edge on every frame until it is gone. */
function tracePlusOne(button: Locator): Promise<number[]> {
  return button.evaluate(
    (element, added) =>
      new Promise<number[]>((resolve) => {
        const tops: number[] = [];
        const frame = () => {
          const plusOne = [...element.querySelectorAll('[aria-hidden="true"]')].find(
            (candidate) => candidate.textContent === added,
          );
          if (!plusOne) return resolve(tops);
          tops.push(plusOne.getBoundingClientRect().top);
          requestAnimationFrame(frame);
        };
        frame();
      }),
    BLOG_COPY.like.added,
  );
}

test('without JavaScript no post shows a number of likes: neither a count nor a false 0', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    for (const post of publishedPosts()) {
      await page.goto(post.route);
      const like = page.getByRole('button', { name: LIKES_LOADING_NAME, exact: true });
      await expect(like).toBeVisible();
      expect(await like.textContent()).not.toMatch(/\d/);
      await expect(like).toContainText(BLOG_COPY.like.waiting);
      await expect(page.getByRole('button', { name: likesName(0) })).toHaveCount(0);
    }
  } finally {
    await context.close();
  }
});

test('until the count arrives the button shows no number and says the count is loading', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // Every way the likes client reads a count (the stream, the one-off read) waits for this.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(`/api/likes/${POST.id}`),
    async (route) => {
      if (route.request().method() === 'GET') await released;
      await route.continue();
    },
  );
  await page.goto(POST.path);
  const like = likeButton(page);
  // The section is live (its code ran and subscribed), and still no number.
  await waitForSection(page);
  await expect(like).toHaveAttribute('data-status', 'connecting');
  await expect(like).toHaveAccessibleName(LIKES_LOADING_NAME);
  expect(await like.textContent()).not.toMatch(/\d/);

  release();
  const stored = await storedCount(page, POST.id);
  await expect(like).toHaveAttribute('data-status', 'live');
  await expect(like).toHaveAccessibleName(likesName(stored));
  expect(errors).toEqual([]);
});

test.describe('a tap', () => {
  // One post, one count: the taps of these tests run one after another, and while no other
  // test likes.
  test.describe.configure({ mode: 'serial' });
  test.use({ countsLikes: true });

  test('adds one: "+1" rises, the count grows, the new count is said politely, nothing is pressed', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(POST.path);
    const like = likeButton(page);
    await expect(like).toHaveAttribute('data-status', 'live');
    const before = await storedCount(page, POST.id);
    await expect(like).toHaveAccessibleName(likesName(before));
    const region = page.getByRole('main').locator('[aria-live="polite"]', {
      hasText: BLOG_COPY.like.thanks.split('{')[0]!,
    });
    await expect(like).not.toHaveAttribute('aria-pressed');

    await like.click();
    const rising = await tracePlusOne(like);
    // It moved up while it showed.
    expect(rising.length).toBeGreaterThan(1);
    expect(rising.at(-1)!).toBeLessThan(rising[0]!);
    await expect(like).toHaveAccessibleName(likesName(before + 1));
    await expect(region).toHaveText(thanks(before + 1));
    expect(await storedCount(page, POST.id)).toBe(before + 1);

    // A clap, not a toggle: no pressed state, the heart stays an outline, and again adds one.
    await expect(like).not.toHaveAttribute('aria-pressed');
    await expect(like.locator('svg path')).toHaveCSS('fill', 'none');
    await like.click();
    await expect(like).toHaveAccessibleName(likesName(before + 2));
    await expect(region).toHaveText(thanks(before + 2));
    await expect(like).not.toHaveAttribute('aria-pressed');
    expect(errors).toEqual([]);
  });

  test('with reduced motion the "+1" shows without moving, then goes', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(POST.path);
    const like = likeButton(page);
    await expect(like).toHaveAttribute('data-status', 'live');
    const before = await storedCount(page, POST.id);
    await like.click();
    const held = await tracePlusOne(like);
    // Shown for frames on end (not ended at once by the site's reduced-motion rule), still.
    expect(held.length).toBeGreaterThan(5);
    expect(new Set(held).size).toBe(1);
    await expect(like).toHaveAccessibleName(likesName(before + 1));
  });
});
