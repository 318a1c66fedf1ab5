import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over a prerendered page (it removes the prerendered head
 * tags after its first render). Before that, elements may be the server's HTML, which React
 * replaces: reading them with evaluate() can race with that swap.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.head.querySelector('[data-prerendered]') === null);
}
