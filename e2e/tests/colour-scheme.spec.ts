import type { Page } from '@playwright/test';
import { theme } from '../../shared/src/theme/theme';
import { LIGHT_COLORS } from '../../shared/src/theme/light-colors';
import { axeViolations } from '../support/axe';
import { waitForApp, waitForSection } from '../support/app-ready';
import { redCopy, siteConfig } from '../support/content';
import { expect, test } from '../support/test';
import { mainNavLink } from '../support/main-nav';
import { openPage } from '../support/open-page';

// Light and dark (decision 020): the site follows the system's scheme, the header's control
// keeps the reader's own, and the first paint is already in the right one.

/** `#rrggbb` as getComputedStyle writes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

const DARK_PAGE = rgb(theme.color.background);
const LIGHT_PAGE = rgb(LIGHT_COLORS.background);

interface FirstPaint {
  scheme: string | null;
  background: string;
  appRan: boolean;
}

/**
 * What the page looks like the moment its <body> is parsed: the head (its styles, its inline
 * scripts) has run, nothing of the body is painted yet and no code of the app has run (its
 * scripts are deferred). Recorded by an init script on every load of the context.
 */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { firstPaint?: FirstPaint };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      record.firstPaint = {
        scheme: document.documentElement.getAttribute('data-scheme'),
        background: getComputedStyle(document.body).backgroundColor,
        appRan: document.documentElement.hasAttribute('data-app'),
      };
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The theme-color metas that apply now (their media query matches). */
const barColours = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('meta[name="theme-color"]')]
      .filter((meta) => matchMedia(meta.getAttribute('media') ?? 'all').matches)
      .map((meta) => meta.getAttribute('content')),
  );

/** The page and the browser's bar, both in `scheme`'s background now. */
async function expectPainted(page: Page, scheme: 'light' | 'dark') {
  const background = scheme === 'light' ? LIGHT_COLORS.background : theme.color.background;
  expect(await bodyBackground(page)).toBe(rgb(background));
  expect(await barColours(page)).toEqual([background]);
}

async function openHome(page: Page) {
  await openPage(page, '/', siteConfig.authorName);
  await waitForApp(page);
}

test.describe('the colour scheme', () => {
  test("follows the system's light scheme from the first paint, with no code at all", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'light', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-scheme');
    await expectPainted(page, 'light');
    await context.close();
  });

  test.describe('on a dark system', () => {
    test.use({ colorScheme: 'dark' });

    test("follows the system's dark scheme, and its light one when it changes", async ({
      page,
    }) => {
      await recordFirstPaint(page);
      await openHome(page);
      expect(await firstPaint(page)).toEqual({
        scheme: null,
        background: DARK_PAGE,
        appRan: false,
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await expectPainted(page, 'light');
    });

    test('a light choice on a dark system is painted first too, and the CSP lets its script run', async ({
      page,
    }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await recordFirstPaint(page);
      await openHome(page);
      await page.getByRole('button', { name: 'Colours' }).click();
      await page.getByRole('radio', { name: 'Light' }).check();
      await page.reload();
      expect(await firstPaint(page)).toEqual({
        scheme: 'light',
        background: LIGHT_PAGE,
        appRan: false,
      });
      expect(await barColours(page)).toEqual([LIGHT_COLORS.background]);
      expect(refused).toEqual([]);
    });
  });

  test.describe('on a light system', () => {
    test.use({ colorScheme: 'light' });

    test("keeps the reader's choice over the system's, across navigation and reloads, painted first", async ({
      page,
    }) => {
      await recordFirstPaint(page);
      await openHome(page);
      expect(await bodyBackground(page)).toBe(LIGHT_PAGE);

      // By keyboard: the control opens its choices, the arrow keys move among them.
      const control = page.getByRole('button', { name: 'Colours' });
      await control.focus();
      await page.keyboard.press('Enter');
      const choices = page.getByRole('group', { name: 'Colours' });
      await expect(choices).toBeVisible();
      await expect(choices.getByRole('radio', { name: 'Same as device' })).toBeChecked();
      await choices.getByRole('radio', { name: 'Same as device' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(choices.getByRole('radio', { name: 'Light' })).toBeChecked();
      await page.keyboard.press('ArrowDown');
      await expect(choices.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
      await expectPainted(page, 'dark');
      await page.keyboard.press('Escape');
      await expect(choices).toBeHidden();
      await expect(control).toBeFocused();

      // A page of the app: the same choice.
      await mainNavLink(page, 'Blog').click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
      expect(await bodyBackground(page)).toBe(DARK_PAGE);

      // A page loaded afresh: dark from its first paint, before any of the app's code.
      await page.reload();
      expect(await firstPaint(page)).toEqual({
        scheme: 'dark',
        background: DARK_PAGE,
        appRan: false,
      });
      expect(await barColours(page)).toEqual([theme.color.background]);
      await page.goto('/portfolio');
      expect(await firstPaint(page)).toEqual({
        scheme: 'dark',
        background: DARK_PAGE,
        appRan: false,
      });
      await waitForApp(page);
      await page.getByRole('button', { name: 'Colours' }).click();
      await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

      // Back to the device's: the choice is forgotten, the system's light again.
      await page.getByRole('radio', { name: 'Same as device' }).check();
      await expect(page.locator('html')).not.toHaveAttribute('data-scheme');
      expect(await bodyBackground(page)).toBe(LIGHT_PAGE);
      expect(await page.evaluate(() => localStorage.getItem('color-scheme'))).toBeNull();
      await page.reload();
      expect(await firstPaint(page)).toEqual({
        scheme: null,
        background: LIGHT_PAGE,
        appRan: false,
      });
    });

    test('the Red Chapter stays dark in the light scheme, under a light header', async ({
      page,
    }) => {
      await openPage(page, '/red-page', redCopy.redPage.heading);
      await waitForSection(page);
      const heading = page.getByRole('heading', { level: 1, name: redCopy.redPage.heading });
      // The band's ink is the Red Chapter's light red on its dark reds.
      await expect(heading).toHaveCSS('color', rgb(theme.color.redText));
      expect(await heading.evaluate((element) => getComputedStyle(element).colorScheme)).toBe(
        'dark',
      );
      expect(await bodyBackground(page)).toBe(LIGHT_PAGE);
    });
  });

  test('changes at once for a reader who asks for less motion, cross-fades for the others', async ({
    browser,
  }) => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await browser.newContext({ colorScheme: 'dark', reducedMotion });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const counted = window as unknown as { transitions: number };
        counted.transitions = 0;
        const start = document.startViewTransition?.bind(document);
        if (!start) return;
        document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
          counted.transitions += 1;
          return start(update);
        }) as typeof document.startViewTransition;
      });
      await openHome(page);
      await page.getByRole('button', { name: 'Colours' }).click();
      await page.getByRole('radio', { name: 'Light' }).check();
      await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
      const transitions = await page.evaluate(
        () => (window as unknown as { transitions: number }).transitions,
      );
      expect(transitions).toBe(reducedMotion === 'reduce' ? 0 : 1);
      await context.close();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the control and its choices pass axe's contrast rules, ${colorScheme}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await openHome(page);
      await page.getByRole('button', { name: 'Colours' }).click();
      await expect(page.getByRole('group', { name: 'Colours' })).toBeVisible();
      const found = await axeViolations(page, {
        rules: ['color-contrast', 'label', 'button-name', 'aria-allowed-attr'],
      });
      expect(found.map((violation) => violation.nodes.map((node) => node.target))).toEqual([]);
      await context.close();
    });
  }
});
