import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { aPost } from '../support/blog';
import { SIGNUP_COPY } from '../../blog-remote/content/signup-copy.js';
import { NEWSLETTER_COPY } from '../../server/src/newsletter/newsletter-copy.js';
import { SIGNUP_COPY as RED_SIGNUP_COPY } from '../../red-remote/content/signup-copy.js';
import { newsletterCopy, poemPath, readableEntries } from '../support/content';
import { REPO_ROOT, startSiteServer, type SiteServer } from '../support/site-server';

// The newsletter on the embedded default (no form builder): the site's own form, posting to
// a server of the test's own on fresh stores, which the tests kill and start again.
const PORT = E2E_PORT + 70;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const POST = aPost();
const POEM = readableEntries[readableEntries.length - 1]!;

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

const work = mkdtempSync(path.join(tmpdir(), 'newsletter-e2e-'));
const stores = {
  LIKES_DB_FILE: path.join(work, 'likes.sqlite'),
  NEWSLETTER_DB_FILE: path.join(work, 'newsletter.sqlite'),
};
let server: SiteServer | null = null;

async function startServer(): Promise<void> {
  server = await startSiteServer(PORT, stores);
}

test.beforeEach(async () => startServer());
test.afterEach(async () => {
  await server?.stop();
  server = null;
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `npm run newsletter:export` into a file of its own: the CSV's rows (header first). */
function exportRows(): string[][] {
  const file = path.join(work, `export-${Date.now()}.csv`);
  const run = spawnSync('npm', ['run', '-s', 'newsletter:export', '--', file], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...stores, SITE_URL: ORIGIN },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return readFileSync(file, 'utf8')
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));
}

const addressesIn = (rows: string[][]) => rows.slice(1).map(([email]) => email);

/** The sign-up form of the page's section that `heading` names. */
function signupIn(page: Page, heading: string) {
  const section = page.getByRole('region', { name: heading });
  return {
    section,
    field: section.getByLabel(newsletterCopy.label),
    submit: section.getByRole('button', { name: newsletterCopy.submit }),
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a sign-up on the home page (${viewport.width} px) is kept once, through a kill -9, and exported`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const email = `reader-${viewport.width}-${Date.now()}@example.com`;
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    const { section, field, submit } = signupIn(page, newsletterCopy.heading);
    await section.scrollIntoViewIfNeeded();

    // A typo is said next to the field, which keeps the focus.
    await field.fill('not-an-address');
    await submit.click();
    await expect(section.getByRole('alert')).toHaveText(newsletterCopy.invalid);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // By keyboard: type, Enter.
    await field.fill(email);
    await field.press('Enter');
    const confirmation = section.getByRole('status');
    await expect(confirmation).toContainText(email);
    const firstAnswer = await confirmation.textContent();
    // Killed right after the answer: the sign-up was on disk before it.
    server!.process.kill('SIGKILL');
    await new Promise((resolve) => server!.process.once('exit', resolve));
    expect(addressesIn(exportRows()).filter((row) => row === email)).toHaveLength(1);

    // Started again, the same address gets the same answer and is still kept once.
    await startServer();
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    const again = signupIn(page, newsletterCopy.heading);
    await again.field.fill(email.toUpperCase());
    await again.submit.click();
    await expect(again.section.getByRole('status')).toHaveText(firstAnswer!);
    expect(addressesIn(exportRows()).filter((row) => row === email)).toHaveLength(1);
    expect(warnings.filter((text) => /newsletter/i.test(text))).toEqual([]);
  });
}

test('without JavaScript the form posts and the server answers with a page; unsubscribe removes the address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: ORIGIN });
  const page = await context.newPage();
  const email = `plain-${Date.now()}@example.org`;
  const signUp = async () => {
    await page.goto(POST.route);
    const { field, submit } = signupIn(page, SIGNUP_COPY.heading);
    await field.fill(email);
    await submit.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      NEWSLETTER_COPY.signedUp.title,
    );
    return page.locator('main').innerText();
  };
  const first = await signUp();
  expect(first).toContain(email);
  // A known address: the very same page.
  expect(await signUp()).toBe(first);
  // And back to the post the reader was on.
  await page.getByRole('link', { name: NEWSLETTER_COPY.back }).click();
  await expect(page).toHaveURL(new RegExp(`${POST.route}$`));

  const row = exportRows().find(([address]) => address === email)!;
  const link = new URL(row[2]!);
  expect(link.origin).toBe(ORIGIN);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: NEWSLETTER_COPY.unsubscribe.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    NEWSLETTER_COPY.unsubscribe.done,
  );
  expect(addressesIn(exportRows())).not.toContain(email);
  await context.close();
});

test('the sign-up ends a post and a poem page, and says what is wrong with an address', async ({
  page,
}) => {
  for (const [route, heading] of [
    [POST.route, SIGNUP_COPY.heading],
    [poemPath(POEM), RED_SIGNUP_COPY.heading],
  ] as const) {
    await page.goto(route);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    const { section, field, submit } = signupIn(page, heading);
    await section.scrollIntoViewIfNeeded();
    await expect(field).toBeVisible();
    // Wait for the part to be React's before using it.
    await expect(section.locator('xpath=ancestor::*[@data-part][1]')).toHaveAttribute(
      'data-live',
      '',
    );
    await field.fill('');
    await submit.click();
    await expect(section.getByRole('alert')).toBeVisible();
    await expect(field).toBeFocused();
  }
});
