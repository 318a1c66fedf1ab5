import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has focus (the keyboard is the only input used). */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}
