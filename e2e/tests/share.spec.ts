import { type Browser, type Page } from '@playwright/test';
import { redCopy } from '../../red-remote/content/red-copy';
import { mockShareSheet } from '../support/share-sheet';
import { expect, test } from '../support/test';
import { waitForPart, waitForSection } from '../support/app-ready';
import { aPost, BLOG_COPY } from '../support/blog';
import { pageIdle } from '../support/page-settled';

// A poem has an address of its own (/red-archive/entry-007, its page) and a share control: the
// system's share sheet where there is one (Web Share API, mocked here), else the link copied
// (read back from the clipboard) and said: in a toast on a page, beside the control in a dialog
// (unit tests: shared/src/design/share-button.test.tsx). Entries are picked from the page,
// whatever the diary holds. The poem's page itself: poems.spec.ts.

const share = redCopy.archive.share;

/** The page's toasts (shared/src/toast/toaster.tsx), each a status or an alert. */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).locator('li');
const ENTRY_LABEL = /^Entry #(\d{3}) - /;

/** A readable entry of the archive (the middle one): its link, label and number. */
async function someEntry(page: Page) {
  const links = page.getByRole('link', { name: ENTRY_LABEL });
  const count = await links.count();
  test.skip(count === 0, 'the archive has no published entry');
  const button = links.nth(Math.floor(count / 2));
  const label = (await button.textContent()) ?? '';
  const number = ENTRY_LABEL.exec(label)?.[1] ?? '';
  return { button, label, number };
}

/** The page's public address (its canonical link). */
const canonical = (page: Page) =>
  page.locator('link[rel="canonical"]').first().getAttribute('href');

/** A poem's public address: the site's public origin (from the canonical link) and its path. */
async function poemAddress(page: Page, number: string) {
  return `${new URL((await canonical(page)) ?? '').origin}/red-archive/entry-${number}`;
}

/** Opens a readable poem from the archive and taps its Share: its address, label and dialog. */
async function sharePoemFromArchive(page: Page) {
  await page.goto('/red-archive');
  await waitForSection(page);
  const { button, label, number } = await someEntry(page);
  const address = await poemAddress(page, number);
  await button.click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('link', { name: share.button }).click();
  return { address, label, dialog };
}

/** A page with no share sheet, as on a desktop browser without Web Share, that may use the clipboard. */
async function withoutShareSheet(browser: Browser) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
  return { context, page };
}

test.describe('a poem’s address', () => {
  test('an old link (/red-archive#entry-NNN) opens its poem, under its new address', async ({
    page,
    request,
  }) => {
    await page.goto('/red-archive');
    await waitForSection(page);
    const { button, label, number } = await someEntry(page);
    // Without JavaScript the old address still leads to the entry's row, a link to its page.
    const html = await (await request.get('/red-archive')).text();
    expect(html).toMatch(
      new RegExp(`id="entry-${number}"><a [^>]*href="/red-archive/entry-${number}"`),
    );

    await page.goto('about:blank');
    await page.goto(`/red-archive#entry-${number}`);
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('p > span').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/red-archive/entry-${number}$`));

    // Closed, the address is the archive's again, and focus is on the entry's row.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/red-archive$/);
    await expect(button).toBeFocused();
  });

  test('is in the address bar while the entry is open', async ({ page }) => {
    await page.goto('/red-archive');
    await waitForSection(page);
    const { button, label, number } = await someEntry(page);
    await button.click();
    await expect(page.getByRole('dialog', { name: label })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/red-archive/entry-${number}$`));
  });
});

test.describe('sharing a poem', () => {
  test('hands its address and title to the share sheet where there is one', async ({ page }) => {
    const shared = await mockShareSheet(page);
    const { address, label } = await sharePoemFromArchive(page);

    await expect.poll(shared).toHaveLength(1);
    expect((await shared())[0]).toEqual({ url: address, title: label });
    // The sheet is its own answer: no toast.
    await expect(toasts(page).filter({ hasText: share.copied })).toHaveCount(0);
  });

  test('a closed share sheet is no error: nothing is copied, nothing is said', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      });
    });
    const { dialog } = await sharePoemFromArchive(page);
    await pageIdle(page);
    await expect(toasts(page).filter({ hasText: share.copied })).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test('without a share sheet, copies the address and says so where the reader is', async ({
    browser,
  }) => {
    const { context, page } = await withoutShareSheet(browser);
    const { address, dialog } = await sharePoemFromArchive(page);

    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // In the dialog, beside the control: the page's toasts would sit behind the modal dialog,
    // out of sight and, the page being inert, unheard.
    const said = dialog.getByRole('status').filter({ hasText: share.copied });
    await expect(said).toBeVisible();
    await expect(toasts(page).filter({ hasText: share.copied })).toHaveCount(0);
    await context.close();
  });
});

// A post has the same control at its end, beside the like button: its code comes once the page
// is idle (below the first screen), and the toast says a copied link, on the page.
test.describe('sharing a post', () => {
  const post = aPost();
  const postShare = BLOG_COPY.share;
  const shareButton = (page: Page) => page.getByRole('link', { name: postShare.button });

  test('hands its address and title to the share sheet where there is one', async ({ page }) => {
    const shared = await mockShareSheet(page);
    await page.goto(post.route);
    await waitForSection(page);
    // Until its code comes, the served control is a link to a mail with the post's address.
    await waitForPart(page, 'post-footer');
    await shareButton(page).click();

    await expect.poll(shared).toHaveLength(1);
    expect((await shared())[0]).toEqual({ url: await canonical(page), title: post.title });
    await expect(toasts(page).filter({ hasText: postShare.copied })).toHaveCount(0);
  });

  test('without a share sheet, copies the address and says so in a toast', async ({ browser }) => {
    const { context, page } = await withoutShareSheet(browser);
    await page.goto(post.route);
    await waitForSection(page);
    // Until its code comes, the served control is a link to a mail with the post's address.
    await waitForPart(page, 'post-footer');
    await shareButton(page).click();

    const address = await canonical(page);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    const toast = toasts(page).filter({ hasText: postShare.copied });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(address ?? '');
    await context.close();
  });
});
