import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { copyWithoutBuilds } from '../support/app-variant';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  categoryRoute,
  postsNewestFirst,
  publishedPosts,
  textOf,
  type PublishedPost,
} from '../support/blog';
import { ORIGINS, STAGING, TOPOLOGY, fetchFromSite } from '../support/hosting';
import { waitForApp, waitForSection } from '../support/app-ready';
import { likeButton } from '../support/likes';
import { cachedText, cachedUrls, RELEASE_CACHE, waitForWorker } from '../support/service-worker';
import { REPO_ROOT } from '../support/site-server';
import { isFirestoreChannelRetry } from '../support/firestore-channel';
import { searchCopy } from '../../shell/src/search/search-copy';

// A release of the blog alone is the release of its pages (decision 007): on the Hosting
// emulator, as deployed, a post added, one edited and one removed, shipped with
// `npm run deploy -- blog`, are what crawlers, link previews and readers get at once, while
// the shell's code stays byte for byte what it was, and tabs opened before keep working.
// Then `npm run rollback -- blog` brings the previous release back, with its pages.
// Tab A has the site's service worker (decision 012): the release does not break it, and
// reaches it at its next page load.

const [edited, removed] = publishedPosts();
const NEW_POST = {
  slug: 'a-letter-from-the-future',
  title: 'A letter from the future',
  description: 'Written for the release test: a post the blog ships on its own.',
  words: 'Dear reader of next year, the ink is still wet.',
};
const EDITED_TITLE = `${edited?.title ?? ''}, revised`;
const EDITED_WORDS = 'This paragraph was rewritten after the first release.';
/** Six words from the middle of the removed post's text, for search. */
const REMOVED_WORDS = (() => {
  const words = removed?.text.split(' ') ?? [];
  const middle = Math.floor(words.length / 2);
  return words.slice(middle, middle + 6).join(' ');
})();

function run(script: string, args: string[]): void {
  execFileSync('node', [script, ...args], { cwd: REPO_ROOT, stdio: 'pipe' });
}

/** The author's next release: a copy of blog-remote with the three changes (as a branch has it). */
function nextRelease(edit: PublishedPost, remove: PublishedPost): string {
  const dir = path.join(REPO_ROOT, '.data/variants/next/blog-remote');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  copyWithoutBuilds('blog-remote', dir);
  const posts = path.join(dir, 'content/posts');
  writeFileSync(
    path.join(posts, `${NEW_POST.slug}.md`),
    `---\ntitle: '${NEW_POST.title}'\ncategory: ${edit.category.slug}\ndate: 2099-01-01\ndescription: '${NEW_POST.description}'\n---\n\n${NEW_POST.words}\n`,
  );
  const editedFile = path.join(posts, `${edit.slug}.md`);
  const source = readFileSync(editedFile, 'utf8');
  const end = source.indexOf('\n---', 3) + 4;
  writeFileSync(
    editedFile,
    `${source.slice(0, end).replace(/^title: .*$/m, `title: ${JSON.stringify(EDITED_TITLE)}`)}\n\n${EDITED_WORDS}\n`,
  );
  rmSync(path.join(posts, `${remove.slug}.md`));
  return dir;
}

/** Every file of the shell's code in the staged site, with a hash of its bytes. */
function shellCode(): Record<string, string> {
  const root = path.join(STAGING, 'shell/static');
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath ?? entry.path, entry.name);
        return [file, createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

/**
 * The pages the site's search finds for `words` in `tab` (decision 018), as addresses, best
 * first; the dialog is closed again.
 */
async function searchFor(tab: Page, words: string): Promise<string[]> {
  await waitForApp(tab);
  const dialog = tab.getByRole('dialog', { name: searchCopy.dialogTitle });
  // As a reader would, pressed again if nothing opened: a key pressed while a page the click
  // before led to is still starting (its app not live yet) opens nothing.
  await expect(async () => {
    await tab.keyboard.press('/');
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('combobox').fill(words);
  // A first search loads Pagefind: its script, worker, WebAssembly and index.
  await expect(dialog.getByRole('status')).toHaveText(/./, { timeout: 20_000 });
  const found = await dialog
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('href')));
  await tab.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return found.filter((href): href is string => href !== null);
}

async function page(pathname: string) {
  const response = await fetchFromSite(`${ORIGINS.shell}${pathname}`);
  return { status: response.status, html: await response.text() };
}

/** The home page's newest post as served: the route its card links to (decision 016). */
async function homeNewestPost(): Promise<string | null> {
  const { html } = await page('/');
  const part = /data-part="newest-post"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  return /<h3><a href="([^"]+)"/.exec(part)?.[1] ?? null;
}

const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta[^>]*property="${property}"[^>]*content="([^"]*)"`))?.[1] ?? null;

let shipped = false;
// Whatever happened, the blog ships the repository's own posts again, so the suite can run
// again on the same emulator.
test.afterAll(() => {
  test.setTimeout(300_000);
  if (shipped) run('scripts/hosting/deploy.mjs', ['blog', '--target', 'emulator', '--skip-tests']);
});

test('the blog ships a new, an edited and a removed post alone; its pages go with it, the shell untouched; rollback brings the previous release back', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  if (!edited || !removed) throw new Error('the release test needs two published posts');
  const newRoute = `${categoryRoute(edited.category)}/${NEW_POST.slug}`;

  const tabA = await browser.newPage({ serviceWorkers: 'allow' });
  const errors: string[] = [];
  tabA.on('console', (message) => {
    if (message.type() === 'error' && !isFirestoreChannelRetry(message))
      errors.push(message.text());
  });
  await tabA.goto(categoryRoute(edited.category));
  await expect(tabA.getByRole('heading', { level: 1, name: edited.category.title })).toBeVisible();
  // The worker installs, controls the tab and keeps the blog's entry, from its own origin.
  const blogEntry = `${ORIGINS.blog}/remoteEntry.js`;
  await waitForWorker(tabA);
  await expect.poll(() => cachedUrls(tabA, RELEASE_CACHE)).toContain(blogEntry);
  const before = (await (await fetchFromSite(`${ORIGINS.blog}/releases.json`)).json()) as {
    releases: { id: string; files: string[] }[];
  };
  const shellBefore = shellCode();
  // The home page (the shell's page) shows the blog's newest post as released.
  const newestBefore = postsNewestFirst()[0]?.route ?? null;
  expect(await homeNewestPost()).toBe(newestBefore);
  // Tab A has searched before the release: it holds the index of then.
  expect(await searchFor(tabA, edited.title)).toContain(edited.route);

  shipped = true;
  run('scripts/hosting/deploy.mjs', [
    'blog',
    '--target',
    'emulator',
    '--skip-tests',
    '--source',
    nextRelease(edited, removed),
  ]);

  // What a crawler and a link preview get: the new post, with its own head.
  const added = await page(newRoute);
  expect(added.status).toBe(200);
  expect(added.html).toMatch(new RegExp(`<title[^>]*>${NEW_POST.title} \\|`));
  expect(meta(added.html, 'og:title')).toMatch(new RegExp(`^${NEW_POST.title} \\|`));
  expect(added.html).not.toContain('noindex');
  expect(textOf(added.html)).toContain(NEW_POST.words);
  // The edited post's words, the removed one's 404.
  const changed = await page(edited.route);
  expect(changed.status).toBe(200);
  expect(textOf(changed.html)).toContain(EDITED_WORDS);
  expect(textOf(changed.html)).toContain(EDITED_TITLE);
  const gone = await page(removed.route);
  expect(gone.status).toBe(404);
  expect(gone.html).toContain('noindex');
  // The sitemap and the feed say the same.
  const sitemap = (await page('/sitemap.xml')).html;
  expect(sitemap).toContain(`${newRoute}</loc>`);
  expect(sitemap).not.toContain(`${removed.route}</loc>`);
  const feed = (await page('/blog/rss.xml')).html;
  expect(feed).toContain(`<title>${NEW_POST.title}</title>`);
  expect(feed).not.toContain(`${removed.route}</link>`);
  // The home page shows the new post as the newest: the blog's release rendered it.
  expect(await homeNewestPost()).toBe(newRoute);
  // So does the list of everything to read (and the index beside it: below).
  const listing = (await page('/search')).html;
  expect(listing).toContain(`href="${newRoute}"`);
  expect(listing).not.toContain(`href="${removed.route}"`);
  // The shell's code is what it was, byte for byte.
  expect(shellCode()).toEqual(shellBefore);

  // The blog's earlier release is still served for tabs that loaded it.
  const after = (await (await fetchFromSite(`${ORIGINS.blog}/releases.json`)).json()) as {
    releases: { id: string }[];
  };
  expect(after.releases.map((release) => release.id).slice(0, 2)).toEqual([
    expect.not.stringMatching(before.releases[0]?.id ?? ''),
    before.releases[0]?.id,
  ]);
  for (const file of (before.releases[0]?.files ?? []).filter((name) => name.endsWith('.js'))) {
    expect((await fetchFromSite(`${ORIGINS.blog}/${file}`)).status, file).toBe(200);
  }

  // Tab A, loaded before, moves on inside the blog: never the fallback, told once.
  await tabA.getByRole('main').getByRole('link').first().click();
  await expect(tabA.getByText('Blog has been updated')).toBeVisible();
  await expect(tabA.getByRole('alert').filter({ hasText: 'unavailable' })).toHaveCount(0);
  // Its search reads the new index: the new post is found by the words of its text.
  expect((await searchFor(tabA, NEW_POST.words))[0]).toBe(newRoute);
  // Its next page load is the new release: the new post, the edited words, and the entry
  // the worker keeps is the new one (promoted once it ran).
  await tabA.goto(newRoute);
  await expect(tabA.getByRole('heading', { level: 1, name: NEW_POST.title })).toBeVisible();
  await waitForSection(tabA);
  expect(await tabA.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const liveEntry = await (await fetchFromSite(blogEntry)).text();
  await expect.poll(() => cachedText(tabA, RELEASE_CACHE, blogEntry)).toBe(liveEntry);
  await tabA.goto(edited.route);
  await waitForSection(tabA);
  await expect(tabA.getByRole('heading', { level: 1, name: EDITED_TITLE })).toBeVisible();
  await expect(tabA.getByText(EDITED_WORDS)).toBeVisible();

  // A new reader gets the new post as a page of the site, and can like it: the release
  // carried the rules that let Firestore count it.
  const fresh = await browser.newPage();
  fresh.on('console', (message) => {
    if (message.type() === 'error' && !isFirestoreChannelRetry(message))
      errors.push(message.text());
  });
  // On the home page first: its newest post is the new one, and the blog's code adopts it
  // when the reader is about to act on it.
  await fresh.goto('/');
  await fresh.locator('[data-part="newest-post"]').getByRole('link').first().hover();
  await expect(
    fresh
      .locator('[data-part="newest-post"][data-live]')
      .getByRole('link', { name: NEW_POST.title }),
  ).toHaveAttribute('href', newRoute);
  await fresh.goto(newRoute);
  await expect(fresh.getByRole('heading', { level: 1, name: NEW_POST.title })).toBeVisible();
  // The edited post is found by its new words, the removed one by none of its own.
  expect((await searchFor(fresh, EDITED_WORDS))[0]).toBe(edited.route);
  expect(await searchFor(fresh, REMOVED_WORDS)).not.toContain(removed.route);
  await expect(likeButton(fresh)).toHaveAttribute('data-status', 'live');
  await likeButton(fresh).click();
  const { firestorePort, project } = TOPOLOGY.emulator;
  const document = `http://127.0.0.1:${firestorePort}/v1/projects/${project}/databases/(default)/documents/likes/${NEW_POST.slug}`;
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(document)).json()) as {
            fields?: { count?: { integerValue?: string } };
          }
        ).fields?.count?.integerValue,
    )
    .toBe('1');

  // Rollback: the previous release is live again, its pages with it; the newer one stays
  // served for the tab that loaded it.
  run('scripts/hosting/rollback.mjs', ['blog', '--target', 'emulator']);
  shipped = false;
  expect((await page(newRoute)).status).toBe(404);
  expect((await page(removed.route)).status).toBe(200);
  expect(await homeNewestPost()).toBe(newestBefore);
  expect(textOf((await page(edited.route)).html)).not.toContain(EDITED_WORDS);
  const rolledBack = (await (await fetchFromSite(`${ORIGINS.blog}/releases.json`)).json()) as {
    releases: { id: string }[];
  };
  expect(rolledBack.releases.slice(0, 2).map((release) => release.id)).toEqual([
    before.releases[0]?.id,
    after.releases[0]?.id,
  ]);
  await fresh.getByRole('main').getByRole('link').first().click();
  await fresh.waitForLoadState();
  await expect(fresh.getByRole('alert').filter({ hasText: 'unavailable' })).toHaveCount(0);
  expect(shellCode()).toEqual(shellBefore);
  // The index went back with the pages, also for the tab that searched the newer one.
  expect(await searchFor(fresh, NEW_POST.words)).not.toContain(newRoute);
  expect(await searchFor(fresh, REMOVED_WORDS)).toContain(removed.route);

  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  await tabA.close();
  await fresh.close();
});
