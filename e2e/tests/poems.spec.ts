import { type Locator, type Page } from '@playwright/test';
import { waitForSection } from '../support/app-ready';
import { collectConsoleErrors } from '../support/console-errors';
import {
  archiveEntries,
  lockedEntries,
  poemPath,
  readableEntries,
  redCopy,
  siteConfig,
  type ArchiveEntry,
} from '../support/content';
import { expectNotFoundLogged, withoutDocumentStatus } from '../support/not-found';
import { phonePage } from '../support/phone';
import { mockShareSheet } from '../support/share-sheet';
import { expect, test } from '../support/test';
import { atRest } from '../support/page-settled';

// Every poem is a page (docs/decisions/011-every-poem-is-a-page.md): /red-archive/entry-NNN,
// prerendered with its words and its own head, in the sitemap; sealed entries have none. In
// the app the archive opens a poem in its dialog under that address (Back closes it, Previous
// and Next inside, a full-screen sheet on a phone). Titles and lines come from the content
// files, whatever the author has published.

const copy = redCopy.archive;
const [first, second, third] = readableEntries;
const longest = [...readableEntries].sort((a, b) => b.lines.length - a.lines.length)[0];

const titleOf = (entry: ArchiveEntry) =>
  `${entry.title} – ${copy.pageTitle} | ${siteConfig.authorName}`;

const dialogOf = (page: Page, entry: ArchiveEntry) =>
  page.getByRole('dialog', { name: entry.label });

const entryLink = (page: Page, entry: ArchiveEntry) =>
  page.getByRole('main').getByRole('link', { name: entry.label, exact: true });

const navLink = (dialog: Locator, direction: string) =>
  dialog
    .getByRole('navigation', { name: copy.poemNav })
    .getByRole('link', { name: new RegExp(`^${direction}: `) });

/** The archive, live (before it is, an entry's link is followed by the browser). */
async function openArchive(page: Page): Promise<void> {
  await page.goto('/red-archive');
  await waitForSection(page);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('a poem’s page, before any script runs', () => {
  test.skip(!first, 'the archive has no published entry');

  test('every readable poem is served with its words and its own head, and is in the sitemap', async ({
    browser,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const entry of readableEntries) {
      const path = poemPath(entry);
      expect(sitemap, `${path} in the sitemap`).toContain(`${path}</loc>`);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(titleOf(entry));
      await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
      const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
      for (const line of entry.lines) expect(text, path).toContain(line.replace(/\s+/g, ' '));

      const head = page.locator('head');
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(path);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        titleOf(entry),
      );
      await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute(
        'content',
        titleOf(entry),
      );
      // The description is the poem's opening words.
      const description = await head.locator('meta[name="description"]').getAttribute('content');
      const opening = description?.replace(/…$/, '') ?? '';
      expect(opening.length).toBeGreaterThan(20);
      expect(entry.lines.join(' ').replace(/\s+/g, ' ').startsWith(opening), opening).toBe(true);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        description!,
      );
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
      expect(jsonLd).toContainEqual(
        expect.objectContaining({
          '@type': 'CreativeWork',
          genre: 'Poetry',
          name: entry.title,
          url: canonical,
          author: expect.objectContaining({ name: siteConfig.authorName }),
        }),
      );
    }
    await context.close();
  });

  test('the archive’s entries are links to those pages, and the pages link to their neighbours', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/red-archive');
    for (const entry of readableEntries) {
      await expect(entryLink(page, entry)).toHaveAttribute('href', poemPath(entry));
    }
    await entryLink(page, first!).click();
    await expect(page).toHaveURL(new RegExp(`${poemPath(first!)}$`));
    if (second) {
      await page
        .getByRole('navigation', { name: copy.poemNav })
        .getByRole('link', { name: `${copy.nextPoem}: ${second.label}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`${poemPath(second)}$`));
      await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    }
    await page.getByRole('link', { name: copy.backToArchive }).click();
    await expect(page).toHaveURL(/\/red-archive$/);
    await context.close();
  });
});

test.describe('a sealed entry has no page', () => {
  test('its address, and a number never written, answer the site’s 404 page', async ({
    page,
    request,
  }) => {
    const sealed = lockedEntries.map(poemPath);
    const unwritten = poemPath({ number: Math.max(0, ...archiveEntries.map((e) => e.number)) + 1 });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [...sealed, unwritten]) {
      expect(sitemap).not.toContain(`${path}</loc>`);
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    // In the browser, with the app: the site's 404 page (its heading, its log line).
    const errors = collectConsoleErrors(page);
    const path = sealed[0] ?? unwritten;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNotFoundLogged(errors, path);
    await expect(page.getByRole('article')).toHaveCount(0);
    expect(withoutDocumentStatus(errors).filter((e) => !e.startsWith('404 Error'))).toEqual([]);
  });
});

test.describe('a poem’s page in the app', () => {
  test.skip(!second, 'the archive has fewer than two published entries');

  test('opened by its address: the poem’s own page, live, Next to the next poem', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(poemPath(first!));
    await waitForSection(page);
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(first!.lines.at(-1)!);
    await page
      .getByRole('navigation', { name: copy.poemNav })
      .getByRole('link', { name: `${copy.nextPoem}: ${second!.label}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${poemPath(second!)}$`));
    await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(second!.lines[0]!);
    await expect(page).toHaveTitle(titleOf(second!));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${poemPath(second!)}$`),
    );
    expect(errors).toEqual([]);
  });
});

test.describe('the archive’s dialog', () => {
  test.skip(!second, 'the archive has fewer than two published entries');

  test('shows the poem’s address as a history entry; Back closes it, the page unmoved', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 700 });
    await openArchive(page);
    const entry = readableEntries.at(-1)!;
    const link = entryLink(page, entry);
    await link.scrollIntoViewIfNeeded();
    // Scrolled at once (a wheel scrolls smoothly, still moving when measured).
    await page.evaluate(() => window.scrollBy({ top: 120, behavior: 'instant' }));
    expect(await scrollY(page)).toBeGreaterThan(0);
    const before = await scrollY(page);

    await link.click();
    const dialog = dialogOf(page, entry);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(entry.lines.at(-1)!);
    await expect(page).toHaveURL(new RegExp(`${poemPath(entry)}$`));
    await expect(page).toHaveTitle(titleOf(entry));
    expect(await scrollY(page), 'the archive stays where it was').toBe(before);
    // The dialog has the focus, not the page behind it.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // Wide screens keep the specification's 80% of the viewport.
    expect((await dialog.boundingBox())!.height).toBeLessThanOrEqual(700 * 0.8 + 1);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/red-archive$/);
    await expect(link).toBeFocused();
    expect(await scrollY(page)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('Previous and Next show the neighbouring poems in place, by mouse and keyboard', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const shared = await mockShareSheet(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openArchive(page);
    const trigger = entryLink(page, first!);
    await trigger.click();
    let dialog = dialogOf(page, first!);
    await expect(dialog).toBeVisible();
    await expect(navLink(dialog, copy.previousPoem)).toHaveCount(0);

    await navLink(dialog, copy.nextPoem).click();
    dialog = dialogOf(page, second!);
    await expect(dialog).toContainText(second!.lines[0]!);
    await expect(page).toHaveURL(new RegExp(`${poemPath(second!)}$`));

    // Share hands over the poem shown now.
    await dialog.getByRole('link', { name: copy.share.button }).click();
    await expect
      .poll(async () => (await shared()).at(-1)?.url)
      .toMatch(new RegExp(`${poemPath(second!)}$`));

    if (third) {
      // The keyboard: the focused Next link stays focused, on the next poem.
      const next = navLink(dialog, copy.nextPoem);
      await next.focus();
      await page.keyboard.press('Enter');
      dialog = dialogOf(page, third);
      await expect(dialog).toContainText(third.lines[0]!);
      await expect(page).toHaveURL(new RegExp(`${poemPath(third)}$`));
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      await navLink(dialog, copy.previousPoem).focus();
      await page.keyboard.press('Enter');
      dialog = dialogOf(page, second!);
      await expect(dialog).toContainText(second!.lines[0]!);
    }

    // Previous and Next replace the poem: one Back leaves the dialog for the archive.
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/red-archive$/);
    await expect(trigger).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.skip(!longest, 'the archive has no published entry');

  test('the longest poem reads as a full-screen sheet: no inner box, the page behind still', async ({
    browser,
  }) => {
    const page = await phonePage(browser);
    const errors = collectConsoleErrors(page);
    await openArchive(page);
    const link = entryLink(page, longest!);
    await link.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    await link.tap();
    const dialog = dialogOf(page, longest!);
    await expect(dialog).toContainText(longest!.lines.at(-1)!);

    // The whole screen, and nothing inside it scrolls but the sheet itself.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const innerScrollers = await dialog.evaluate((sheet) =>
      Array.from(sheet.querySelectorAll('*'))
        .filter((element) => {
          const { overflowY } = getComputedStyle(element);
          return (
            (overflowY === 'auto' || overflowY === 'scroll') &&
            element.scrollHeight > element.clientHeight + 1
          );
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(innerScrollers).toEqual([]);
    // Nor sideways: Previous and Next fit the width however long their titles.
    expect(await dialog.evaluate((sheet) => sheet.scrollWidth <= sheet.clientWidth)).toBe(true);

    // A finger on the screen (CDP touch events: Chromium's synthesized scroll gestures do not
    // scroll anything headless). `distance` < 0 swipes up, as to read on.
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (at: { x: number; y: number }, distance: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      for (let step = 1; step <= 10; step += 1) {
        const y = at.y + (distance * step) / 10;
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: at.x, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await atRest(dialog);
      await atRest(page.locator('html'));
    };
    const sheetTop = () => dialog.evaluate((sheet) => sheet.scrollTop);

    // A pull on the header at the sheet's top (where a scroll would chain to the page behind)
    // leaves the page behind where it was.
    const header = (await dialog.getByRole('heading', { level: 2 }).boundingBox())!;
    const onHeader = { x: header.x + 20, y: header.y + header.height / 2 };
    await swipe(onHeader, 300);
    expect(await scrollY(page), 'a swipe on the header leaves the page behind').toBe(before);

    // A swipe up on the poem scrolls the sheet itself to its end; the header stays in reach.
    await swipe({ x: 195, y: 700 }, -600);
    const fits = await dialog.evaluate((sheet) => sheet.scrollHeight <= sheet.clientHeight);
    if (!fits) await expect.poll(sheetTop).toBeGreaterThan(0);
    await expect(dialog.getByText(longest!.lines.at(-1)!)).toBeInViewport();
    const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
    expect(close.y).toBeGreaterThanOrEqual(0);
    expect(close.y + close.height).toBeLessThanOrEqual(844);
    // Past the end, and back up by the (sticky) header: nothing behind it moves.
    await swipe({ x: 195, y: 700 }, -600);
    expect(await scrollY(page), 'the page behind never moved').toBe(before);
    await swipe(onHeader, 600);
    await expect.poll(sheetTop).toBe(0);
    expect(await scrollY(page)).toBe(before);

    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
    expect(await scrollY(page)).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
