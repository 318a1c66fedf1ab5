import { type Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectInOrder } from '../support/in-order';
import { openPage } from '../support/open-page';
import { collectConsoleErrors } from '../support/console-errors';
import { tabTo } from '../support/keyboard';
import { expectNotFoundLogged, NOT_FOUND_LOG, withoutDocumentStatus } from '../support/not-found';
import {
  achievementSections,
  achievementsCopy,
  bookPageCopy,
  books,
  contactCopy,
  portfolioCopy,
} from '../support/content';
import { pageTitle } from '../support/page-title';

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
  test('one card per book with type, year, retailer title link, genre and status', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, '/portfolio', portfolioCopy.title);
    await expect(page).toHaveTitle(pageTitle(portfolioCopy.title));

    await expectInOrder(page.getByRole('article'), books, async (card, book) => {
      await expect(card.getByRole('heading', { level: 2 })).toContainText(book.title);
      await expect(card).toContainText(`${book.type} · ${book.year}`);
      await expect(card).toContainText(book.genre);
      await expect(card).toContainText(book.status);
      await expect(
        card.getByRole('button', { name: `Read More about ${book.title}` }),
      ).toBeVisible();
    });
    await expectOpensInNewTab(
      page.getByRole('article').getByRole('heading').getByRole('link'),
      books.length,
    );
    await expect(page.locator('figure blockquote')).toContainText(portfolioCopy.closingQuote.text);
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
      await expect(cells).toHaveCount(books.length);
      const lefts = await cells.evaluateAll((items) =>
        items.map((item) => (item as HTMLElement).offsetLeft),
      );
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  test('Read More opens the blurb in a dialog with the keyboard; Escape returns focus', async ({
    page,
  }) => {
    const [book] = books;
    await page.goto('/portfolio');
    const readMore = page.getByRole('button', { name: `Read More about ${book!.title}` });
    await expect(readMore).toBeVisible();
    await tabTo(page, readMore);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: book!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(book!.readMore[0]!);
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

test.describe("/portfolio leads to the books' pages", () => {
  const purchaseOptions = (title: string) => `All Purchase Options for ${title}`;

  for (const [index, book] of books.entries()) {
    test(`Read More on ${book.bookPage.split('/').pop()} ends with its buying options: its page`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/portfolio');
      await page.getByRole('button', { name: `Read More about ${book.title}` }).click();
      const dialog = page.getByRole('dialog', { name: book.title });
      await expect(dialog).toContainText(book.readMore.at(-1)!);
      // The way to buy comes after the blurb, in view whatever the blurb's length.
      const options = dialog.getByRole('link', { name: purchaseOptions(book.title) });
      await expect(options).toBeInViewport();
      const below = await dialog.evaluate((element, last) => {
        const paragraphs = [...element.querySelectorAll('p')];
        const text = paragraphs.find((paragraph) => paragraph.textContent === last);
        const link = element.querySelector('a[href]');
        return Boolean(
          text && link && text.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }, book.readMore.at(-1)!);
      expect(below).toBe(true);
      await options.click();
      await expect(page).toHaveURL(new RegExp(`${book.bookPage}$`));
      await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const available = page.getByRole('region', { name: bookPageCopy.availableHeading });
      await expect(available.getByRole('link')).toHaveCount(book.retailers.length);
      expect(errors).toEqual([]);
    });

    test(`the card of ${book.bookPage.split('/').pop()} leads to its page`, async ({ page }) => {
      await page.goto('/portfolio');
      const card = page.getByRole('article').nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toContainText(book.title);
      await card.getByRole('link', { name: purchaseOptions(book.title) }).click();
      await expect(page).toHaveURL(new RegExp(`${book.bookPage}$`));
      await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    });
  }

  test("without the app, Read More's popover ends with the same link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [book] = books;
    await page.goto('/portfolio');
    await page.getByRole('button', { name: `Read More about ${book!.title}` }).click();
    const popover = page.getByRole('dialog', { name: book!.title });
    await expect(popover).toBeVisible();
    await popover.getByRole('link', { name: purchaseOptions(book!.title) }).click();
    await expect(page).toHaveURL(new RegExp(`${book!.bookPage}$`));
    await expect(page.getByRole('heading', { level: 1, name: book!.title })).toBeVisible();
    await context.close();
  });
});

test.describe('/book pages', () => {
  for (const book of books) {
    const links = book.retailers.length;
    test(`${book.bookPage}: cover, title, the stores' heading with ${links} store link(s)`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await openPage(page, book.bookPage, book.title);
      const cover = page.getByRole('img', { name: book.cover.alt });
      await expect(cover).toBeVisible();
      expect(await cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
        0,
      );
      await expect(cover).toHaveAttribute('width', String(book.cover.width));
      await expect(cover).toHaveAttribute('height', String(book.cover.height));

      const available = page.getByRole('region', { name: bookPageCopy.availableHeading });
      await expectOpensInNewTab(available.getByRole('link'), links);
      for (const [index, retailer] of book.retailers.entries()) {
        await expect(available.getByRole('link').nth(index)).toHaveAttribute('href', retailer.url);
      }

      await page.getByRole('link', { name: bookPageCopy.backLabel }).click();
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(
        page.getByRole('heading', { level: 1, name: portfolioCopy.title }),
      ).toBeVisible();
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

test('/achievements: every section with its items, each with an image', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openPage(page, '/achievements', achievementsCopy.title);
  for (const { heading, items } of achievementSections) {
    const section = page.getByRole('region', { name: heading });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(section.getByRole('listitem')).toHaveCount(items.length);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      items.map((item) => item.title),
    );
    await expect(section.getByRole('img')).toHaveCount(items.length);
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

test('/contact: its heading with e-mail, Instagram and link hub cards', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openPage(page, '/contact', contactCopy.title);
  for (const card of Object.values(contactCopy.cards)) {
    await expect(page.getByRole('heading', { level: 2, name: card.heading })).toBeVisible();
  }
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:\S+@\S+$/);
  await expectOpensInNewTab(main.locator('a[target]'), 2);
  expect(errors).toEqual([]);
});
