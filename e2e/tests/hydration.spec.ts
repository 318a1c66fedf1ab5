import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForSection } from '../support/app-ready';
import { portfolioCopy } from '../support/content';

// Decision 006: the browser adopts each prerendered page as it is. Adopted means the nodes
// the reader already sees are the ones React goes on using (nothing is painted again).

async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
}

test('every prerendered page is adopted by the app: same nodes, no hydration error', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(20);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const seen = window as unknown as {
        prerenderedH1?: Element | null;
        prerenderedNav?: Element | null;
      };
      seen.prerenderedH1 = document.querySelector('main h1');
      seen.prerenderedNav = document.querySelector('nav');
    });
  });
  for (const path of paths) {
    await page.goto(path);
    // The page's section too: its part of the page is hydrated once its code is here.
    await waitForSection(page);
    const adopted = await page.evaluate(() => {
      const seen = window as unknown as {
        prerenderedH1?: Element | null;
        prerenderedNav?: Element | null;
      };
      const h1 = document.querySelector('main h1');
      return {
        h1: Boolean(h1) && seen.prerenderedH1 === h1,
        nav: seen.prerenderedNav === document.querySelector('nav'),
        owned: h1?.closest('[data-part]')?.hasAttribute('data-live') === true,
      };
    });
    expect({ path, ...adopted }).toEqual({ path, h1: true, nav: true, owned: true });
  }
});

test.describe('a prerendered page that disagrees with the app', () => {
  test.use({ hydrationMismatchExpected: true });

  test('is reported (React renders it again), so the guard on every test can fail', async ({
    page,
  }) => {
    await page.route('**/portfolio', async (route) => {
      const response = await route.fetch();
      // The page's heading, whatever the author titled it, says something else.
      const html = (await response.text()).replace(/<h1>[^<]*<\/h1>/, '<h1>Stale words</h1>');
      await route.fulfill({ response, body: html });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: portfolioCopy.title })).toBeVisible();
    await expect.poll(() => errors.join('\n')).toMatch(/Minified React error #418/);
  });
});
