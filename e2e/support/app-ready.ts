import type { Page } from '@playwright/test';

/**
 * Waits until the shell has taken the page over (hydrated a prerendered page, or rendered
 * an unprerendered one): it then marks <html data-app="live"> (shell/src/app/prerender-handoff.tsx).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
}
