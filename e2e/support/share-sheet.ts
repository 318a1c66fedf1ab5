import { type Page } from '@playwright/test';

/**
 * A share sheet that takes whatever it is given (Web Share API, as on a phone); returns what
 * it was handed so far.
 */
export async function mockShareSheet(page: Page) {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { sharedData: calls });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
  return () => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
}
