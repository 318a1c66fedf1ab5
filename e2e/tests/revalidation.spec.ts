// A revalidated answer (304) carries only what updates the browser's stored one (the local
// server, server/src/static/send-file.ts): the page and the section code it keeps must keep
// their own security set, the CSP first, as RFC 9111 (4.3.4) says the browser does.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForSection } from '../support/app-ready';

/** Whether the page's CSP refuses a script added inline (no hash of the policy matches it). */
async function inlineScriptRefused(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const marker = window as Window & { inlineRan?: boolean };
    marker.inlineRan = false;
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.head.append(script);
    return marker.inlineRan === false;
  });
}

test('a page revalidated with 304 keeps its CSP, and its section code still runs', async ({
  page,
}) => {
  await page.goto('/portfolio');
  await waitForSection(page);
  expect(await inlineScriptRefused(page)).toBe(true);

  const revalidated: Response[] = [];
  page.on('response', (response) => {
    if (response.status() === 304) revalidated.push(response);
  });
  const document = await page.reload();
  await waitForSection(page);

  // The page was asked for again with its ETag and answered without the security set (the
  // browser reports a revalidated page with its stored status, 200)...
  expect(await document?.request().headerValue('if-none-match')).toBeTruthy();
  const entry = revalidated.find((response) => response.url().endsWith('/remoteEntry.js'));
  expect(entry, 'the section entry (no-cache) is revalidated').toBeDefined();
  for (const response of [document, entry]) {
    expect(await response?.headerValue('content-security-policy')).toBeNull();
  }
  // ...and still has the policy its stored answer carried.
  expect(await inlineScriptRefused(page)).toBe(true);
});
