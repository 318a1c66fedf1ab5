import { expect, test } from '../support/test';
import { collectConsoleErrors } from '../support/console-errors';
import { tabTo } from '../support/keyboard';

test.describe('home page', () => {
  test('hero, biography, showcase, door, quote, newsletter and decorations, no errors', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [name, href] of [
      ['Explore Blog', '/blog'],
      ['View Portfolio', '/portfolio'],
      ['Enter The Red Chapter', '/red-page'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'About Me' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'The Next Era Awaits' }),
    ).toBeVisible();
    await expect(page.locator('blockquote')).toBeVisible();

    const emoji = page.getByTestId('floating-emoji');
    await expect(emoji).toHaveAttribute('aria-hidden', 'true');
    const sides = await emoji
      .locator('span')
      .evaluateAll((spans) =>
        spans.map((span) => ((span as HTMLElement).style.left ? 'left' : 'right')),
      );
    expect(sides.filter((side) => side === 'left')).toHaveLength(3);
    expect(sides.filter((side) => side === 'right')).toHaveLength(3);

    // Newsletter: the embedded form, or (unconfigured/unreachable) a note with a mailto link.
    const newsletter = page.getByRole('region', { name: 'Letters from My Desk' });
    const formHost = newsletter.getByTestId('newsletter-form');
    if (await formHost.locator('script').count()) {
      await expect(formHost).toBeVisible();
    } else {
      await expect(newsletter).toContainText('The newsletter sign-up is not available right now');
      await expect(newsletter.locator('a[href^="mailto:"]')).toBeVisible();
    }

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test("'Literary Works': covers, Quick Buy in a new tab, All Purchase Options to the book page", async ({
    page,
  }) => {
    await page.goto('/');
    const showcase = page.getByRole('region', { name: 'Literary Works' });
    await expect(showcase.getByRole('heading', { level: 2 })).toHaveText('Literary Works');
    await expect(showcase.getByRole('img', { name: /^Cover of/ })).toHaveCount(3);

    const quickBuy = showcase.getByRole('link', { name: /^Quick Buy/ });
    await expect(quickBuy).toHaveCount(3);
    for (const link of await quickBuy.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }

    const options = showcase.getByRole('link', { name: /^All Purchase Options/ });
    await expect(options).toHaveCount(3);
    await options.nth(1).click();
    await expect(page).toHaveURL(/\/book\/letters$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Letters I Never Sent' }),
    ).toBeVisible();
  });

  test("the door, from the keyboard: 'Coming Soon' for about three seconds", async ({ page }) => {
    await page.goto('/');
    const door = page.getByRole('button', { name: /door to the next era/ });
    await tabTo(page, door);
    const status = page
      .getByRole('region', { name: 'The Next Era Awaits' })
      .locator('[aria-live="polite"]');
    await expect(status).toHaveText('');

    await page.keyboard.press('Enter');
    const shownAt = Date.now();
    await expect(status).toHaveText('Coming Soon');
    await expect(status).toHaveText('', { timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(4500);
  });

  test("rose, lipstick and heart lead to /red-archive with the tooltip 'Enter the Red Archive'", async ({
    page,
  }) => {
    await page.goto('/');
    const icons = page.getByRole('link', { name: /enter the Red Archive/i });
    await expect(icons).toHaveCount(3);
    for (const icon of await icons.all()) {
      await expect(icon).toHaveAttribute('href', '/red-archive');
    }
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await tabTo(page, icons.first());
    await expect(page.getByRole('tooltip', { name: 'Enter the Red Archive' })).toBeVisible();
    await expect(icons.first()).toHaveAccessibleDescription('Enter the Red Archive');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/red-archive$/);
  });

  test('with the portfolio remote down, the home page still renders; the showcase offers Retry', async ({
    page,
  }) => {
    let blocked = true;
    await page.route('**/remotes/portfolio/**', (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await page.goto('/');

    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'The book showcase is unavailable right now' });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Blog' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About Me' })).toBeVisible();
    await expect(page.getByRole('button', { name: /door to the next era/ })).toBeVisible();
    await expect(page.locator('blockquote')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Letters from My Desk' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Literary Works' })).toHaveCount(0);

    blocked = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Literary Works' })).toBeVisible();
  });
});
