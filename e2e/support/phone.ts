import type { Browser, Page } from '@playwright/test';

/** A new page in a phone's context: 390 x 844, touch, a mobile browser's viewport. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}
