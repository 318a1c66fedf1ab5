import { waitForApp, waitForSection } from '../support/app-ready';
import { pausedLine } from '../support/floor';
import { expect, test } from '../support/test';
import { heroActions, portfolioCopy, redCopy } from '../support/content';
import { pageIdle } from '../support/page-settled';

test.describe('a remote that is down is contained', () => {
  test('blocked blog remote: the served page stays, other sections work, the menu shows it again, Retry brings it to life without reload', async ({
    page,
  }) => {
    let blocked = true;
    await page.route('**/remotes/blog/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/blog');

    // The page as served, one quiet line with Retry, and no card (decision 010).
    await expect(pausedLine(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Other sections and home keep working while the blog is down.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'The Red Chapter' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: redCopy.redPage.heading }),
    ).toBeVisible();
    await expect(pausedLine(page)).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('link', { name: heroActions[0].label, exact: true })).toBeVisible();

    // Into the blog again: its code cannot be had, and this tab was served its page: that
    // page shows again as it was served, without a page load (a page never served comes
    // from the server: floor.spec.ts).
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(pausedLine(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();

    // The network comes back: Retry brings the section to life in place, no page reload.
    blocked = false;
    await pausedLine(page).getByRole('button', { name: 'Retry' }).click();
    await waitForSection(page);
    await expect(pausedLine(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  });

  test('a remote that ships broken code keeps its served page, not a white page', async ({
    page,
  }) => {
    await page.route('**/remotes/red/remoteEntry.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy");' }),
    );
    await page.goto('/red-page');
    await expect(pausedLine(page)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: redCopy.redPage.heading }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a slow remote: the prerendered section stays readable, then comes alive', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/portfolio/remoteEntry.js', async (route) => {
      await gate;
      await route.continue();
    });
    // The prerendered page preloads the remote's entry, which holds `load` back: wait for
    // the document only.
    await page.goto('/portfolio', { waitUntil: 'domcontentloaded' });
    // Hydration leaves the section as prerendered until its code arrives: its words stay,
    // no skeleton takes their place, and the shell around it is live.
    await expect(page.getByRole('heading', { level: 1, name: portfolioCopy.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading Portfolio' })).toHaveCount(0);
    const menuOrNav = page.getByRole('navigation', { name: 'Main' });
    await expect(menuOrNav).toBeVisible();
    // A tap on the section while its code is late is kept, and takes effect once it is here.
    await page
      .getByRole('button', { name: /^Read More/ })
      .first()
      .click();
    await pageIdle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a slow remote reached from another page shows a loading state, then the section', async ({
    page,
  }) => {
    await page.goto('/');
    // "From another page": a link followed by the app. Before the app has taken the page over,
    // a link is a plain one, and a prerendered page shows its content rather than loading.
    await waitForApp(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/red/remoteEntry.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'The Red Chapter' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading The Red Chapter' }),
    ).toBeAttached();
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: redCopy.redPage.heading }),
    ).toBeVisible();
  });

  test('a missing runtime manifest is contained too', async ({ page }) => {
    await page.route('**/runtime-manifest.json', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.goto('/blog');
    await expect(pausedLine(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
    await page.unroute('**/runtime-manifest.json');
    await pausedLine(page).getByRole('button', { name: 'Retry' }).click();
    await waitForSection(page);
  });
});
