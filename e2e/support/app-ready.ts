import type { Page } from '@playwright/test';

/**
 * Waits until the shell has taken the page over (hydrated a prerendered page, or rendered
 * an unprerendered one): it then marks <html data-app="live"> (shell/src/app/prerender-handoff.tsx).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
}

/**
 * Waits until the page's section has taken its part over too: the part holding the main
 * heading says `data-live` (LivePart in @site/shared; a section hydrates once its code is in,
 * after the shell; on a busy machine seconds later, and a link clicked before then is
 * followed by the browser, not the app).
 */
export async function waitForSection(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForFunction(
    () =>
      document.querySelector('main h1')?.closest('[data-part]')?.hasAttribute('data-live') === true,
  );
}

/**
 * Waits until one part of the page (its `data-part` name) is live: a part whose code comes once
 * the page is idle (a post's end, with its like and share controls) answers as served HTML
 * until then, where a link is followed by the browser.
 */
export async function waitForPart(page: Page, name: string): Promise<void> {
  await page.locator(`[data-part="${name}"][data-live]`).waitFor({ state: 'attached' });
}
