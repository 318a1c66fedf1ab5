import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectConsoleErrors } from '../support/console-errors';
import { aPost, publishedPosts } from '../support/blog';
import { LIKED_POST as POST, likeButton, likesName, withTwoReaders } from '../support/likes';

/**
 * The anonymous id (docs/likes.md, "When a like fails"): 'anon_' + timestamp (Date.now(),
 * 13 digits) + 9 random characters.
 */
const ANON_UID = /^anon_(\d{13})[a-z0-9]{9}$/;

async function storedCount(page: Page, postId: string): Promise<number> {
  const response = await page.request.get(`/api/likes/${postId}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { count: number };
  return body.count;
}

test.describe('live likes on the embedded likes service', () => {
  test.use({ countsLikes: true });

  test("one reader's like reaches another reader within 2 s and survives a reload", async ({
    browser,
  }) => {
    await withTwoReaders(browser, async ({ liker, watcher, consoleErrors }) => {
      await Promise.all([liker.goto(POST.path), watcher.goto(POST.path)]);

      // Both readers show the stored count once their live streams are up.
      const before = await storedCount(liker, POST.id);
      for (const page of [liker, watcher]) {
        // The stream is up: what shows is the live count (no number is shown while connecting).
        await expect(likeButton(page)).toHaveAttribute('data-status', 'live');
        await expect(page.getByRole('button', { name: likesName(before) })).toBeVisible();
      }
      expect(await liker.evaluate(() => localStorage.getItem('anonUID'))).toBeNull();

      const clickedAt = Date.now();
      await likeButton(liker).click();
      await expect(watcher.getByRole('button', { name: likesName(before + 1) })).toBeVisible({
        timeout: 2_000,
      });
      expect(Date.now() - clickedAt).toBeLessThan(2_000);
      await expect(liker.getByRole('button', { name: likesName(before + 1) })).toBeVisible();
      expect(await storedCount(liker, POST.id)).toBe(before + 1);

      await watcher.reload();
      await expect(watcher.getByRole('button', { name: likesName(before + 1) })).toBeVisible();

      const anonUid = await liker.evaluate(() => localStorage.getItem('anonUID'));
      expect(anonUid).toMatch(ANON_UID);
      const timestamp = Number(ANON_UID.exec(anonUid ?? '')?.[1]);
      expect(Math.abs(timestamp - clickedAt)).toBeLessThan(60_000);
      // The id is made only by liking: the reader who did not like has none.
      expect(await watcher.evaluate(() => localStorage.getItem('anonUID'))).toBeNull();

      expect(consoleErrors()).toEqual([]);
    });
  });

  test('every click adds one like: there is no one-like-per-reader limit', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const post = publishedPosts().find((candidate) => candidate.postId !== POST.id) ?? aPost();
    await page.goto(post.route);
    const before = await storedCount(page, post.postId);
    await expect(page.getByRole('button', { name: likesName(before) })).toBeVisible();
    await likeButton(page).click();
    await expect(page.getByRole('button', { name: likesName(before + 1) })).toBeVisible();
    await likeButton(page).click();
    await expect(page.getByRole('button', { name: likesName(before + 2) })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: `${before + 2} likes` }),
    ).toHaveCount(1);
    expect(await storedCount(page, post.postId)).toBe(before + 2);
    expect(errors).toEqual([]);
  });
});
