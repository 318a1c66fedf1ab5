import { type Page, type Request } from '@playwright/test';
import { searchCopy } from '../../shell/src/search/search-copy';
import { SEARCH_CONTROL_LABEL, SEARCH_PATH } from '../../shell/src/search/search-link';
import { axeViolations } from '../support/axe';
import { waitForApp, waitForSection } from '../support/app-ready';
import { publishedPosts } from '../support/blog';
import { books, poemPath, readableEntries } from '../support/content';
import { expect, test } from '../support/test';

// Search (decision 018): Pagefind's index of the writing each section marks, built with the
// pages; the header's control opens it, `/` too; nothing of it loads before. The words
// searched for come from the content (a poem's line, a post's text), never from a sample.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Code or index that only search needs: its dialog's chunk, Pagefind's files. */
const isSearchCode = (request: Request) =>
  /\/pagefind\/|\/static\/js\/search\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname);

const searchLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: SEARCH_CONTROL_LABEL, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: searchCopy.dialogTitle });
const field = (page: Page) => dialog(page).getByRole('combobox', { name: searchCopy.fieldLabel });
const results = (page: Page) => dialog(page).getByRole('option');
/** The first search of a page loads Pagefind (its script, worker, WebAssembly, index). */
const FIRST_SEARCH = { timeout: 20_000 };

/** A poem's line long enough to be one reader's memory of it: its longest. */
function aPoemLine() {
  const entry = readableEntries[Math.floor(readableEntries.length / 2)];
  if (!entry) throw new Error('the archive has no readable poem to search for');
  const line = [...entry.lines].sort((a, b) => b.length - a.length)[0] ?? '';
  return { entry, line };
}

/** Six words from the middle of a post's text: words of its body, not of its title. */
function aPostPhrase() {
  const post = publishedPosts()[0];
  if (!post) throw new Error('the blog has no post to search for');
  const words = post.text.split(' ');
  const middle = Math.floor(words.length / 2);
  return { post, phrase: words.slice(middle, middle + 6).join(' ') };
}

async function openWithSlash(page: Page, path = '/') {
  await page.goto(path);
  await waitForApp(page);
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

test.describe('search', () => {
  test('loads nothing before it opens; / opens it and a line of a poem finds its poem first', async ({
    page,
  }) => {
    const requested: Request[] = [];
    page.on('request', (request) => requested.push(request));
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // Pointing at the control is no reason to fetch search yet.
    await searchLink(page).hover();
    await page.waitForTimeout(300);
    expect(requested.filter(isSearchCode).map((request) => request.url())).toEqual([]);

    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    const { entry, line } = aPoemLine();
    await field(page).fill(line);
    await expect(results(page).first()).toHaveAttribute('href', poemPath(entry), FIRST_SEARCH);
    await expect(results(page).first()).toContainText(entry.title);
    // The words stand in the excerpt, marked.
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    // The count is said politely.
    await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results?/);
    expect(requested.some(isSearchCode)).toBe(true);
  });

  test('a post is found by words of its body; arrows and Enter open the one chosen', async ({
    page,
  }) => {
    const { post, phrase } = aPostPhrase();
    await openWithSlash(page, '/blog');
    await field(page).fill(phrase);
    await expect(results(page).first()).toHaveAttribute('href', post.route, FIRST_SEARCH);
    const count = await results(page).count();

    // Down, Down, Up: the first again (or the only one); Up from the first goes to the last.
    await field(page).press('ArrowDown');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    await field(page).press('ArrowUp');
    await expect(results(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await field(page).press('ArrowDown');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    const chosenId = await results(page).first().getAttribute('id');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', chosenId ?? '');
    await expect(field(page)).toBeFocused();

    await field(page).press('Enter');
    await expect(page).toHaveURL(post.route);
    await expect(dialog(page)).toBeHidden();
    const heading = page.getByRole('heading', { level: 1, name: post.title });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
  });

  // Issue 44: "glass slipper" found an essay holding neither word (Pagefind matches stems and
  // words' beginnings). Two words of one post, from its body: each result holds both.
  test('ranks a page only for words it holds: every result holds each word searched for', async ({
    page,
    request,
  }) => {
    const post = publishedPosts()[0];
    if (!post) throw new Error('the blog has no post to search for');
    const long = post.text.split(' ').filter((word) => /^[a-z]{6,}$/.test(word));
    const query = [long[Math.floor(long.length / 3)], long[Math.floor((2 * long.length) / 3)]]
      .filter(Boolean)
      .join(' ');
    await openWithSlash(page, '/blog');
    await field(page).fill(query);
    await expect(results(page).and(page.locator(`[href="${post.route}"]`))).toBeVisible(
      FIRST_SEARCH,
    );
    const found = await results(page).evaluateAll((options) =>
      options.map((option) => option.getAttribute('href') ?? ''),
    );
    for (const path of found) {
      const html = await (await request.get(path)).text();
      const main = (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html)
        .replace(/<[^>]+>/g, ' ')
        .toLowerCase();
      for (const word of query.split(' ')) expect(main, `${path} holds "${word}"`).toContain(word);
    }
  });

  test("a post's heading is found as its words: the heading's link mark is not in the excerpt", async ({
    page,
  }) => {
    const post = publishedPosts().find((candidate) => candidate.headings.length > 0);
    test.skip(!post, 'no published post has a heading to search for');
    const heading = post!.headings[0]!;
    await openWithSlash(page, '/blog');
    await field(page).fill(heading.text);
    const result = results(page).and(page.locator(`[href="${post!.route}"]`));
    await expect(result.first()).toBeVisible(FIRST_SEARCH);
    // The "#" beside each heading links to it; the writing itself has none around it.
    const writing = post!.text.replace(/(^| )#(?= |$)/g, '$1');
    if (!writing.includes('#')) await expect(result.first()).not.toContainText('#');
  });

  test('Escape closes it and hands focus back to the control; / is typed in a field', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    await waitForSection(page);
    await searchLink(page).click();
    await expect(field(page)).toBeFocused();
    await field(page).pressSequentially('a/b');
    await expect(field(page)).toHaveValue('a/b');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchLink(page)).toBeFocused();
    // Opened again, it starts afresh.
    await page.keyboard.press('/');
    await expect(field(page)).toHaveValue('');
  });

  // React stops a key pressed in a part it has not taken over (its section's code still
  // coming) at its root: / there opens search all the same.
  test('/ opens it from a link of a section whose code is still coming', async ({ page }) => {
    await page.route(
      (url) => url.pathname.startsWith('/remotes/portfolio/') && url.pathname.endsWith('.js'),
      () => new Promise<void>(() => undefined),
    );
    await page.goto('/portfolio');
    await waitForApp(page);
    const sectionLink = page.locator('main [data-part]:not([data-live]) a[href]').first();
    await sectionLink.focus();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
  });

  test('says so when nothing is found', async ({ page }) => {
    await openWithSlash(page);
    await field(page).fill('zzqxv wvvkqj');
    await expect(dialog(page).getByRole('status')).toHaveText(
      searchCopy.none('zzqxv wvvkqj'),
      FIRST_SEARCH,
    );
    await expect(results(page)).toHaveCount(0);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`the open dialog and its results pass axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openWithSlash(page);
      await field(page).fill(aPoemLine().line);
      await expect(results(page).first()).toBeVisible(FIRST_SEARCH);
      await field(page).press('ArrowDown');
      expect(await axeViolations(page, { tags: TAGS })).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search link leads to a page that links every post, poem and book, and the readings', async ({
    page,
  }) => {
    await page.goto('/blog');
    await searchLink(page).click();
    await expect(page).toHaveURL(SEARCH_PATH);
    await expect(
      page.getByRole('heading', { level: 1, name: searchCopy.page.title }),
    ).toBeVisible();
    const listed = await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const everything = [
      ...publishedPosts().map((post) => post.route),
      ...readableEntries.map((entry) => poemPath(entry)),
      ...books.map((book) => book.bookPage),
      // The readings and performances, a page of their own (decision 030).
      '/achievements/readings',
    ];
    expect([...listed].sort()).toEqual([...everything].sort());
  });
});
