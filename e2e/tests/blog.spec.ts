import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForApp } from '../support/app-ready';
import { likeButton } from '../support/likes';
import { expectNotFoundLogged, NOT_FOUND_LOG, withoutDocumentStatus } from '../support/not-found';

/** Settles the page (remote loaded, images and the likes stream started) before error checks. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('blog hub', () => {
  test('/blog shows the four category cards, each opening its list', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
    await expect(page).toHaveTitle(/^Blog \|/);
    const cards = [
      { name: 'Marginalia', path: '/blog/marginalia' },
      { name: 'The Vault', path: '/blog/vault' },
      { name: 'Drafts in the Drawer', path: '/blog/drafts' },
      { name: 'Once Upon a Word', path: '/blog/once-upon-a-word' },
    ];
    const main = page.getByRole('main');
    for (const { name, path } of cards) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        path,
      );
    }
    for (const { name, path } of cards) {
      await main.getByRole('link', { name: new RegExp(`^${name}`) }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL('/blog');
    }
    await settle(page);
    expect(errors).toEqual([]);
  });
});

const LISTS = [
  {
    path: '/blog/marginalia',
    heading: 'Marginalia',
    card: 'Delusion & Nonchalance',
    post: '/blog/marginalia/delusion-nonchalance',
    postHeading: 'Delusion & Nonchalance',
    postText: 'delusion and nonchalance',
    back: 'Back to Marginalia',
  },
  {
    path: '/blog/vault',
    heading: 'The Vault',
    card: 'Thank you, Cinderella',
    post: '/blog/vault/the-vault',
    postHeading: 'Thank you, Cinderella.',
    postText: 'Dear Cinderella,',
    back: 'Back to The Vault',
  },
  {
    path: '/blog/once-upon-a-word',
    heading: 'Once Upon a Word',
    card: 'Writing Being My Entire World',
    post: '/blog/once-upon-a-word/origin',
    postHeading: 'Writing Being My Entire World',
    postText: 'The notebook that was not mine',
    back: 'Back to Once Upon a Word',
  },
];

test.describe('category lists and posts', () => {
  for (const list of LISTS) {
    test(`${list.path} lists '${list.card}', which opens ${list.post} and leads back`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
        'href',
        '/blog',
      );

      await page.getByRole('link', { name: list.card, exact: true }).click();
      await expect(page).toHaveURL(list.post);
      await expect(page.getByRole('heading', { level: 1, name: list.postHeading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${list.postHeading.replace('.', '\\.')} \\|`));
      await expect(page.getByRole('main')).toContainText(list.postText);
      await expect(likeButton(page)).toBeVisible();

      await page.getByRole('link', { name: list.back }).last().click();
      await expect(page).toHaveURL(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
      await settle(page);
      expect(errors).toEqual([]);
    });
  }

  test('/blog/drafts shows only a Coming Soon card', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/blog/drafts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Drafts in the Drawer' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeVisible();
    await expect(page.getByText(/in a few days/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await settle(page);
    expect(errors).toEqual([]);
  });

  test("a post's text comes with its page only; when it cannot, the page says so and Try again brings it", async ({
    page,
  }) => {
    const bodyRequests: string[] = [];
    let offline = true;
    await page.route(/\/posts-[\w-]+\.\w+\.js$/, async (route) => {
      bodyRequests.push(route.request().url());
      if (offline) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/blog/marginalia');
    await waitForApp(page);
    await settle(page);
    expect(bodyRequests, 'the lists carry no post text').toEqual([]);

    await page
      .getByRole('link', { name: /Delusion/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The text of this post could not load.');
    await expect(likeButton(page)).toBeVisible();
    expect(bodyRequests.every((url) => url.includes('/posts-delusion-nonchalance.'))).toBe(true);

    offline = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').locator('p').nth(3)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a prerendered post hydrates the text it holds: its chunk is not fetched, so it cannot fail', async ({
    page,
  }) => {
    const bodyRequests: string[] = [];
    await page.route(/\/posts-[\w-]+\.\w+\.js$/, async (route) => {
      bodyRequests.push(route.request().url());
      await route.abort('internetdisconnected');
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const seen = window as unknown as { prerenderedText?: Element | null };
        seen.prerenderedText = document.querySelector('[data-post-text="origin"] p');
      });
    });
    await page.goto('/blog/once-upon-a-word/origin');
    await waitForApp(page);
    await settle(page);

    const text = page.locator('[data-post-text="origin"]');
    await expect(
      text.getByRole('heading', { level: 2, name: 'Stories in the dark' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(bodyRequests).toEqual([]);
    // Hydrated in place: the paragraph the reader saw first is the one React now owns.
    const adopted = await text.evaluate((element) => {
      const seen = window as unknown as { prerenderedText?: Element | null };
      return {
        same: seen.prerenderedText === element.querySelector('p'),
        owned: Object.keys(element).some((key) => key.startsWith('__react')),
      };
    });
    expect(adopted).toEqual({ same: true, owned: true });
    // The section is live around it: a like is counted.
    const before = await likeButton(page).getAttribute('aria-label');
    await likeButton(page).click();
    await expect(likeButton(page)).not.toHaveAttribute('aria-label', before ?? '');
  });

  test('a post prerendered before the blog’s latest release shows the current text once the app is up', async ({
    page,
  }) => {
    // The page as the shell's site still serves it after a lone blog release that edited
    // the post: the old words, marked with the old build's version of the text.
    await page.route('**/blog/once-upon-a-word/origin', async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/data-post-version="\w+"/, 'data-post-version="0000000000aa"')
        .replace('Everything starts there.', 'Words from an earlier release.');
      await route.fulfill({ response, body: html });
    });
    const bodyRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/posts-[\w-]+\.\w+\.js$/.test(request.url())) bodyRequests.push(request.url());
    });
    await page.goto('/blog/once-upon-a-word/origin');
    const text = page.locator('[data-post-text="origin"]');
    await expect(text).toContainText('Words from an earlier release.');
    await waitForApp(page);
    await expect(text).toContainText('Everything starts there.');
    await expect(text).not.toContainText('Words from an earlier release.');
    expect(bodyRequests.map((url) => url.includes('/posts-origin.'))).toEqual([true]);
    await expect(likeButton(page)).toBeVisible();
  });

  test("the Cinderella letter's slipper image loads at its reserved size", async ({ page }) => {
    await page.goto('/blog/vault/the-vault');
    const image = page.getByRole('img', { name: /glass slipper/ });
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '500');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a post reads in a serif column no wider than about 68 characters', async ({ page }) => {
    await page.goto('/blog/once-upon-a-word/origin');
    await waitForApp(page);
    const paragraph = page.getByRole('main').locator('p', { hasText: 'People ask me' });
    const { width, fontSize, fontFamily } = await paragraph.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        width: element.getBoundingClientRect().width,
        fontSize: parseFloat(style.fontSize),
        fontFamily: style.fontFamily,
      };
    });
    expect(fontFamily).toMatch(/serif/);
    // 68ch of a serif is about 68 * 0.5em; a line may not run wider than that.
    expect(width / fontSize).toBeLessThanOrEqual(68 * 0.55);
  });
});

test.describe('unknown blog paths', () => {
  for (const path of [
    '/blog/nope',
    '/blog/vault/nope',
    '/blog/marginalia/the-vault',
    '/blog/drafts/anything',
    '/blog/once-upon-a-word/origin/more',
  ]) {
    test(`${path} falls through to the shell's 404`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
      await settle(page);
      await expectNotFoundLogged(errors, path);
      // The 404's own log line (docs/product.md, "Not found") is the only console error
      // besides the status line.
      const logged = withoutDocumentStatus(errors);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.every((error) => error.startsWith(NOT_FOUND_LOG) && error.includes(path))).toBe(
        true,
      );
    });
  }
});
