import { type Page } from '@playwright/test';
import { waitForSection } from '../support/app-ready';
import { pausedLine } from '../support/floor';
import { expect, test } from '../support/test';
import { ORIGINS } from '../support/hosting';

// The served page stays while the blog's code cannot be had (decision 010): one line, Retry.
const blogFallback = pausedLine;

/** The blog's part is live again, and its line gone. */
async function blogIsLive(page: Page): Promise<void> {
  await waitForSection(page);
  await expect(blogFallback(page)).toHaveCount(0);
}

function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  return messages;
}

test('a blog origin that is down: the served page and its title kept, Retry recovers within 2 s of it answering', async ({
  page,
}) => {
  const messages = collectConsole(page);
  let down = true;
  let refused = 0;
  await page.route(`${ORIGINS.blog}/**`, (route) => {
    if (!down) return route.continue();
    refused += 1;
    return route.abort();
  });
  await page.goto('/blog');
  await expect(blogFallback(page)).toBeVisible();
  await expect(page).toHaveTitle(/Blog/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
  // Retry while still down: the line again. Retry
  // first loads its own code from the shell, so the fallback stays up meanwhile: wait for the
  // retried request to the blog to have been refused before the origin comes back.
  const refusedBefore = refused;
  await blogFallback(page).getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => refused).toBeGreaterThan(refusedBefore);
  await expect(blogFallback(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(blogFallback(page)).toBeVisible();
  down = false;
  const retriedAt = Date.now();
  await blogFallback(page).getByRole('button', { name: 'Retry' }).click();
  await blogIsLive(page);
  expect(Date.now() - retriedAt).toBeLessThan(2_000);
  // Each Retry re-registers the remote through the runtime's public API, which warns once
  // that it replaces the registration (docs/architecture.md); the runtime warns nothing else.
  const warnings = messages.filter(
    (text) => text.startsWith('warning:') && text.includes('Federation Runtime'),
  );
  expect(warnings.length).toBeLessThanOrEqual(2);
  for (const warning of warnings) expect(warning).toContain('"blog_remote" is already registered');
});

// A request left unanswered until the test lets it through: the served page stays, the
// fallback's line comes within 10 s, and Retry asks afresh and recovers.
const hangingRequests = [
  { name: 'a runtime manifest', pattern: '**/runtime-manifest.json' },
  { name: 'an entry request', pattern: `${ORIGINS.blog}/remoteEntry.js*` },
];
for (const { name, pattern } of hangingRequests) {
  test(`${name} that hangs: the served page stays, the line within 10 s; Retry asks afresh and recovers`, async ({
    page,
  }) => {
    let hang = true;
    await page.route(pattern, async (route) => {
      if (hang) return; // never answered
      await route.continue();
    });
    const started = Date.now();
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expect(blogFallback(page)).toBeVisible({ timeout: 11_000 });
    expect(Date.now() - started).toBeLessThan(11_000);
    hang = false;
    const retriedAt = Date.now();
    await blogFallback(page).getByRole('button', { name: 'Retry' }).click();
    await blogIsLive(page);
    expect(Date.now() - retriedAt).toBeLessThan(2_000);
  });
}
