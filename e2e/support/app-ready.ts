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
