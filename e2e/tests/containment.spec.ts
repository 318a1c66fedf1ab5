import { expect, test } from '@playwright/test';

test.describe('a remote that is down is contained', () => {
  test('blocked blog remote: section fallback, Retry recovers without reload, other sections work', async ({
    page,
  }) => {
    let blocked = true;
    await page.route('**/remotes/blog/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/blog');

    const fallback = page.getByRole('alert').filter({ hasText: 'Blog is unavailable right now' });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Other sections and home keep working while the blog is down.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'The Red Chapter' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'And suddenly everything was RED' }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('link', { name: 'Explore Blog' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(fallback).toBeVisible();

    // The network comes back: Retry loads the section in place, no page reload.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    blocked = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  });

  test('a remote that ships broken code shows the fallback, not a white page', async ({ page }) => {
    await page.route('**/remotes/red/remoteEntry.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy");' }),
    );
    await page.goto('/red-page');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The Red Chapter is unavailable right now' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a slow remote shows a loading state, then the section', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/portfolio/remoteEntry.js', async (route) => {
      await gate;
      await route.continue();
    });
    // The prerendered page preloads the remote's entry, which holds `load` back: wait for
    // the document only.
    await page.goto('/portfolio', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading Portfolio' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: /Portfolio/ })).toBeVisible();
  });

  test('a missing runtime manifest is contained too', async ({ page }) => {
    await page.route('**/runtime-manifest.json', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.goto('/blog');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Blog is unavailable right now' }),
    ).toBeVisible();
    await page.unroute('**/runtime-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
  });
});
