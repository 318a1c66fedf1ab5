import type { Page } from '@playwright/test';
import { THEME_KEYS } from '../../red-remote/src/themes/theme-keys';
import { waitForSection } from '../support/app-ready';
import { aPost } from '../support/blog';
import {
  poemPath,
  readableEntries,
  readingsCopy,
  redCopy,
  siteConfig,
  themes,
} from '../support/content';
import { expect, test } from '../support/test';

// Where a poem stands and who wrote it: a poem's day, theme and collection (where its file
// gives them), the author box at the end of every poem and post, and each theme's page listing
// its published poems above its own text. What is shown is read from the content files.

const withContext = readableEntries.filter(
  (entry) => entry.date || entry.theme || entry.collection,
);
/** The poem whose file says most about it. */
const fullest = [...withContext].sort(
  (a, b) =>
    Number(!!b.date) +
    Number(!!b.theme) +
    Number(!!b.collection) -
    (Number(!!a.date) + Number(!!a.theme) + Number(!!a.collection)),
)[0];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const authorBox = (page: Page) => page.getByRole('complementary', { name: siteConfig.authorName });

test.describe("a poem's context", () => {
  test.skip(!fullest, 'no published poem gives its day, theme or collection');

  for (const viewport of VIEWPORTS) {
    test(`shows the poem's day, theme and collection under its title (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(poemPath(fullest!));
      await waitForSection(page);
      const context = page.locator('[data-poem-context]');
      await expect(context).toBeVisible();
      if (fullest!.date) {
        await expect(context.locator('time')).toHaveAttribute('datetime', fullest!.date);
        await expect(context.locator('time')).toHaveText(fullest!.dateLabel!);
      }
      if (fullest!.theme) {
        const theme = themes[fullest!.theme as keyof typeof themes];
        await expect(context.getByRole('link', { name: theme.title })).toHaveAttribute(
          'href',
          `/red-archive/${fullest!.theme}`,
        );
      }
      if (fullest!.collection) {
        await expect(context.locator('cite')).toHaveText(fullest!.collection);
      }
      // Under the title, above the poem's first line.
      const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox();
      const contextBox = await context.boundingBox();
      const firstLine = await page.getByText(fullest!.lines[0]!, { exact: true }).boundingBox();
      expect(contextBox!.y).toBeGreaterThan(titleBox!.y);
      expect(firstLine!.y).toBeGreaterThan(contextBox!.y);
    });
  }

  test('is in the served page and in its JSON-LD', async ({ request }) => {
    const html = await (await request.get(poemPath(fullest!))).text();
    expect(html).toContain('data-poem-context');
    if (fullest!.date) expect(html).toContain(`"dateCreated":"${fullest!.date}"`);
  });

  test('a poem with none shows none', async ({ page }) => {
    const bare = readableEntries.find((entry) => !entry.date && !entry.theme && !entry.collection);
    test.skip(!bare, 'every poem gives some context');
    await page.goto(poemPath(bare!));
    await waitForSection(page);
    await expect(page.locator('[data-poem-context]')).toHaveCount(0);
  });
});

test.describe('the author box', () => {
  const pages = [
    ...(readableEntries[0] ? [{ kind: 'a poem', path: poemPath(readableEntries[0]) }] : []),
    { kind: 'a post', path: aPost().route },
  ];
  for (const { kind, path } of pages) {
    for (const viewport of VIEWPORTS) {
      test(`ends ${kind} with the portrait, two lines, the books and the readings (${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForSection(page);
        const box = authorBox(page);
        await box.scrollIntoViewIfNeeded();
        const portrait = box.getByRole('img');
        await expect(portrait).toHaveAttribute('alt', /.+/);
        await expect
          .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        expect(await box.locator('p').count()).toBe(2);
        await expect(box.getByRole('link')).toHaveCount(2);
        await box.getByRole('link', { name: /Readings/ }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(readingsCopy.title);
        await page.goBack();
        await authorBox(page).getByRole('link', { name: /books/i }).click();
        await expect(page).toHaveURL(/\/portfolio$/);
      });
    }
  }
});

test.describe("a theme's poems", () => {
  for (const key of THEME_KEYS) {
    test(`/red-archive/${key} lists its published poems above its own text`, async ({ page }) => {
      const poems = readableEntries.filter((entry) => entry.theme === key);
      await page.goto(`/red-archive/${key}`);
      await waitForSection(page);
      // The theme's own text stays.
      const text = page.getByText(themes[key].content, { exact: true });
      await expect(text).toBeVisible();
      const list = page.getByRole('region', { name: redCopy.archive.themePoems });
      if (poems.length === 0) {
        await expect(list).toHaveCount(0);
        return;
      }
      const links = list.getByRole('link');
      await expect(links).toHaveCount(poems.length);
      for (const [index, poem] of poems.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', poemPath(poem));
        await expect(links.nth(index)).toContainText(poem.title);
      }
      expect((await list.boundingBox())!.y).toBeLessThan((await text.boundingBox())!.y);
      await links.first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(poems[0]!.title);
    });
  }
});
