import { expect, type Page, type ViewportSize } from '@playwright/test';
import { waitForApp } from './app-ready';

/** Opens `path` and waits for its main heading to read `heading`, as a reader first sees it. */
export async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/**
 * Opens `path` in a window of `viewport` and waits until the app has taken it over, or for
 * `ready` (`waitForSection` where a click must reach the section's code, not the browser).
 */
export async function openAt(
  page: Page,
  viewport: ViewportSize,
  path: string,
  ready: (page: Page) => Promise<void> = waitForApp,
): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await ready(page);
}
