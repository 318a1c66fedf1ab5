import { type Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectConsoleErrors } from '../support/console-errors';
import { tabTo } from '../support/keyboard';
import { expectNotFoundLogged, NOT_FOUND_LOG, withoutDocumentStatus } from '../support/not-found';

async function expectOpensInNewTab(links: Locator, count: number): Promise<void> {
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  }
}

test.describe('/portfolio', () => {
  test('three book cards with type, year, retailer title link, genre and status', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    const expected = [
      ['Huntress of the Gloom: Lost Lands of Elysia', 'Novel · 2024', 'Fantasy/Adventure'],
      ['The Letters I Never Sent', 'Poetry Collection · 2024', 'Poetry'],
      ['The Murder Exchange', 'Novel · 2025', 'Romance/Mystery'],
    ] as const;
    for (const [index, [title, typeYear, genre]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toContainText(title);
      await expect(card).toContainText(typeYear);
      await expect(card).toContainText(genre);
      await expect(card).toContainText('Published');
      await expect(card.getByRole('button', { name: /^Read More/ })).toBeVisible();
    }
    await expectOpensInNewTab(page.getByRole('article').getByRole('heading').getByRole('link'), 3);
    await expect(page.locator('figure blockquote')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`the grid has ${columns} column(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/portfolio');
      const cells = page.getByTestId('book-grid').locator(':scope > li');
      await expect(cells).toHaveCount(3);
      const lefts = await cells.evaluateAll((items) =>
        items.map((item) => (item as HTMLElement).offsetLeft),
      );
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  test('Read More opens the blurb in a dialog with the keyboard; Escape returns focus', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    const readMore = page.getByRole('button', { name: /^Read More about Huntress of the Gloom/ });
    await expect(readMore).toBeVisible();
    await tabTo(page, readMore);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', {
      name: 'Huntress of the Gloom: Lost Lands of Elysia',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('For three hundred years');
    const { height, limit } = await dialog.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      limit: window.innerHeight * 0.8,
    }));
    expect(height).toBeLessThanOrEqual(limit + 1);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
  });
});

test.describe('/book pages', () => {
  const pages = [
    { path: '/book/huntress', title: 'Huntress of the Gloom: Lost Lands of Elysia', links: 9 },
    { path: '/book/letters', title: 'The Letters I Never Sent', links: 2 },
    { path: '/book/murder-exchange', title: 'The Murder Exchange', links: 1 },
  ];

  for (const { path, title, links } of pages) {
    test(`${path}: cover, title, 'Available Now' with ${links} store link(s)`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const cover = page.getByRole('img', { name: /^Cover of/ });
      await expect(cover).toBeVisible();
      expect(await cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
        0,
      );
      await expect(cover).toHaveAttribute('width', '400');
      await expect(cover).toHaveAttribute('height', '600');

      const available = page.getByRole('region', { name: 'Available Now' });
      await expectOpensInNewTab(available.getByRole('link'), links);

      await page.getByRole('link', { name: 'Back to Portfolio' }).click();
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("an unknown book reaches the shell's 404", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto('/book/xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNotFoundLogged(errors, '/book/xyz');
    expect(withoutDocumentStatus(errors)).toEqual([expect.stringContaining(NOT_FOUND_LOG)]);
  });
});

test('/achievements: Awards (8), Featured In (6), Other Achievements (3), each with an image', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  for (const [name, count] of [
    ['Awards', 8],
    ['Featured In', 6],
    ['Other Achievements', 3],
  ] as const) {
    const section = page.getByRole('region', { name });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(section.getByRole('listitem')).toHaveCount(count);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(count);
    await expect(section.getByRole('img')).toHaveCount(count);
  }
  const images = page.getByRole('main').getByRole('img');
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  expect(errors).toEqual([]);
});

test("/contact: 'Reach Out to Me' with e-mail, Instagram and link hub cards", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Reach Out to Me' })).toBeVisible();
  for (const name of ['E-mail', 'Instagram', 'Link Hub']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:\S+@\S+$/);
  await expectOpensInNewTab(main.locator('a[target]'), 2);
  expect(errors).toEqual([]);
});
