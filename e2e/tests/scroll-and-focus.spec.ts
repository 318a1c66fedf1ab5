import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { mainNavLink } from '../support/main-nav';
import { waitForApp } from '../support/app-ready';
import { openAt } from '../support/open-page';
import { phonePage } from '../support/phone';

// Scroll like a reader expects: a page opened by its address starts at the top (or
// at its #fragment) whatever the tab did before; Back returns to where the reader was; a
// link or a menu choice starts the new page at the top with focus on its main heading.

const DESKTOP = { width: 1280, height: 800 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls as far down as `wanted`, or as the page goes; returns where it got to. */
async function scrollDown(page: Page, wanted: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo(0, top), wanted);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  return scrollY(page);
}

/** The text of the page's h1, and whether it is what has focus. */
const mainHeading = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('main h1');
    return { text: heading?.textContent ?? null, focused: heading === document.activeElement };
  });

test.describe('a page opened by its address', () => {
  test('starts at the top, wherever the tab was scrolled before; Back returns there', async ({
    page,
  }) => {
    await openAt(page, DESKTOP, '/red-archive');
    const left = await scrollDown(page, 900);

    // Typed in the same tab: a new document, at the top.
    await page.goto('/portfolio');
    await waitForApp(page);
    expect(await scrollY(page)).toBe(0);
    // And the next one too (every page opened this way used to share one saved position).
    await scrollDown(page, 600);
    await page.goto('/achievements');
    await waitForApp(page);
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await waitForApp(page);
    await page.goBack();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/red-archive$/);
    await expect.poll(() => scrollY(page)).toBe(left);
  });

  test('with a #fragment, starts at its element, below the fixed bar', async ({ page }) => {
    await openAt(page, { width: 390, height: 844 }, '/red-archive/huntress');
    // Any element with an id well down the page: the second section's heading.
    const id = await page.evaluate(() => document.querySelectorAll('main h2[id]')[1]?.id ?? '');
    expect(id).not.toBe('');
    // A new document, as from a bookmark or another site.
    await page.goto('about:blank');
    await page.goto(`/red-archive/huntress#${id}`);
    await waitForApp(page);
    expect(await scrollY(page)).toBeGreaterThan(0);
    const top = await page
      .locator(`#${id}`)
      .evaluate((element) => element.getBoundingClientRect().top);
    const barHeight = await page
      .getByRole('banner')
      .evaluate((bar) => bar.getBoundingClientRect().height);
    expect(top).toBeGreaterThanOrEqual(barHeight);
    expect(top).toBeLessThan(barHeight + 40);
  });
});

test.describe('a link to another page', () => {
  test('starts it at the top and moves focus to its main heading, without a focus ring', async ({
    page,
  }) => {
    await openAt(page, DESKTOP, '/red-page');
    await scrollDown(page, 600);
    const portfolio = mainNavLink(page, 'Portfolio');
    await portfolio.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(async () => (await mainHeading(page)).focused).toBe(true);
    expect(await scrollY(page)).toBe(0);
    const heading = page.locator('main h1');
    // Focusable by script only, and announced: a heading in the accessibility tree.
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(heading).toHaveCSS('outline-style', 'none');

    // Tab goes on from the new page, not from the link that led there.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () =>
          !!document.activeElement &&
          document.querySelector('main')!.contains(document.activeElement),
      ),
    ).toBe(true);
  });

  test('Back does not move focus to the heading: the reader returns to a place', async ({
    page,
  }) => {
    await openAt(page, DESKTOP, '/portfolio');
    await mainNavLink(page, 'Contact').click();
    await expect.poll(async () => (await mainHeading(page)).focused).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await waitForApp(page);
    expect((await mainHeading(page)).focused).toBe(false);
  });

  test('on a phone, a page chosen in the menu takes focus at its heading', async ({ browser }) => {
    const page = await phonePage(browser);
    await page.goto('/portfolio');
    await waitForApp(page);
    await scrollDown(page, 500);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await mainNavLink(page, 'The Red Chapter').tap();
    await expect(page).toHaveURL(/\/red-page$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await mainHeading(page)).focused).toBe(true);
    expect(await scrollY(page)).toBe(0);
    await page.context().close();
  });
});
