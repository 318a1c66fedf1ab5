import { type Locator, type Page } from '@playwright/test';
import { redCopy } from '../../red-remote/content/red-copy';
import { expect, test } from '../support/test';
import { waitForApp, waitForSection } from '../support/app-ready';
import { openAt } from '../support/open-page';
import { phonePage } from '../support/phone';
import { atRest, pageIdle } from '../support/page-settled';

// Dialogs open with their words: once the page is idle, a poem or a Read More
// blurb is in its dialog in the very frame the dialog opens, and the dialog keeps its size
// and place afterwards. Dark dialogs ask for dark scrollbars. (That no trailing margin gives a
// dialog that fits its words a few pixels to scroll is checked in Firefox, which counts such
// a margin as room to scroll: e2e/firefox/smoke.test.ts, 'dark dialogs'.)

interface DialogFrame {
  height: number;
  top: number;
  text: string;
}

/**
 * Records the open dialog as it is at each DOM change, before the browser paints: the first
 * record is the frame in which it opened.
 */
function recordOpenDialog(page: Page): Promise<void> {
  return page.evaluate(() => {
    const frames: DialogFrame[] = [];
    Object.assign(window, { dialogFrames: frames });
    new MutationObserver(() => {
      const dialog = document.querySelector('dialog[open]');
      if (!dialog) return;
      const box = dialog.getBoundingClientRect();
      frames.push({ height: box.height, top: box.top, text: dialog.textContent ?? '' });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

const recordedFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { dialogFrames: DialogFrame[] }).dialogFrames);

/** The dialog as it opened, and as it is once everything has settled. */
async function openedAndSettled(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await atRest(dialog);
  await pageIdle(page);
  await atRest(dialog);
  const frames = await recordedFrames(page);
  const box = await dialog.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { height: rect.height, top: rect.top, text: element.textContent ?? '' };
  });
  return { opened: frames[0], settled: box };
}

/** Waits until the archive has fetched what it fetches ahead of the reader. */
async function archiveIdle(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForFunction(() => performance.getEntriesByName('prefetch', 'mark').length > 0);
  await page.waitForLoadState('networkidle');
}

test.describe('on a phone, once the page is idle', () => {
  test('a tapped poem opens with its words, and its dialog never changes size or place', async ({
    browser,
  }) => {
    const page = await phonePage(browser);
    // The poems that have arrived, by entry number (each is its own file, archive-007.<hash>.js).
    const arrived = new Set<number>();
    page.on('response', (response) => {
      const number = /\/archive-(\d{3})\.\w+\.js$/.exec(response.url())?.[1];
      if (number && response.ok()) arrived.add(Number(number));
    });
    await page.goto('/red-archive');
    await archiveIdle(page);
    const entries = page.getByRole('link', { name: /^Entry #\d{3} - / });
    const count = await entries.count();
    test.skip(count === 0, 'the archive has no published entry');
    // The first, a middle and the last entry.
    for (const index of new Set([0, Math.floor(count / 2), count - 1])) {
      await recordOpenDialog(page);
      const entry = entries.nth(index);
      // As a reader scrolls to it: the page fetches the poems of the rows near the screen.
      await entry.scrollIntoViewIfNeeded();
      const number = Number(/#(\d{3})/.exec((await entry.textContent()) ?? '')?.[1]);
      await expect.poll(() => arrived.has(number)).toBe(true);
      await entry.tap();
      const dialog = page.getByRole('dialog', { name: (await entry.textContent()) ?? '' });
      const { opened, settled } = await openedAndSettled(page, dialog);
      expect(opened, 'the dialog was seen opening').toBeDefined();
      expect(opened?.text).not.toContain(redCopy.archive.poemLoading);
      expect(opened?.text, 'the poem was there when it opened').toBe(settled.text);
      expect(settled.text.length).toBeGreaterThan(redCopy.archive.poemLoading.length + 50);
      expect(opened?.height).toBe(settled.height);
      expect(opened?.top).toBe(settled.top);
      await dialog.getByRole('button', { name: 'Close' }).tap();
      await expect(dialog).toBeHidden();
    }
    await page.context().close();
  });

  test('Read More opens with its blurb, and its dialog never changes size or place', async ({
    browser,
  }) => {
    const page = await phonePage(browser);
    await page.goto('/portfolio');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const readMore = page.getByRole('button', { name: /^Read More/ }).first();
    await recordOpenDialog(page);
    await readMore.tap();
    const dialog = page.getByRole('dialog');
    const { opened, settled } = await openedAndSettled(page, dialog);
    expect(opened?.text).toBe(settled.text);
    expect(opened?.height).toBe(settled.height);
    expect(opened?.top).toBe(settled.top);
    await page.context().close();
  });
});

test.describe('dialogs in their scheme', () => {
  /** The dialog's scrollbar colours and scheme, as the browser resolved them, and the page's. */
  const scrollbarStyle = (dialog: Locator) =>
    dialog.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        scheme: style.colorScheme,
        page: getComputedStyle(document.documentElement).colorScheme,
        colours: style.scrollbarColor,
      };
    });

  test("ask for a scrollbar of their scheme: a poem's is dark, a Read More blurb's the page's", async ({
    page,
  }) => {
    // Live first: before the section is, an entry's link leads to the poem's page.
    await openAt(page, { width: 1280, height: 700 }, '/red-archive', waitForSection);
    await page
      .getByRole('link', { name: /^Entry #\d{3} - / })
      .first()
      .click();
    const poem = page.getByRole('dialog');
    await expect(poem).toBeVisible();
    const poemStyle = await scrollbarStyle(poem);
    expect(poemStyle.scheme).toBe('dark');
    expect(poemStyle.colours).not.toBe('auto');

    await page.goto('/portfolio');
    await waitForApp(page);
    await page
      .getByRole('button', { name: /^Read More/ })
      .first()
      .click();
    const blurb = page.getByRole('dialog');
    await expect(blurb).toBeVisible();
    const blurbStyle = await scrollbarStyle(blurb);
    expect(blurbStyle.scheme).toBe(blurbStyle.page);
    expect(blurbStyle.colours).not.toBe('auto');
  });
});
