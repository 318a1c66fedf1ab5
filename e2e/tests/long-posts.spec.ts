// A long post has a map (issue 35): contents from four sections on, an address for each
// heading, and reading progress drawn by CSS alone. Posts and their headings are read from
// the blog's build (e2e/support/blog.ts), never named here. A short post's lack of contents:
// blog-remote/src/post/post-contents.test.tsx.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { BLOG_COPY, publishedPosts, type PublishedPost } from '../support/blog';
import { waitForSection } from '../support/app-ready';
import { atRest } from '../support/page-settled';

const SECTIONS_FOR_CONTENTS = 4;
const sectionsOf = (post: PublishedPost) => post.headings.filter((h) => h.depth === 2).length;
const posts = publishedPosts();
const long = posts.find((post) => sectionsOf(post) >= SECTIONS_FOR_CONTENTS);

const contents = (page: Page) => page.getByRole('navigation', { name: BLOG_COPY.contents });

test.describe('a long post', () => {
  test.skip(!long, 'no post of the blog has four sections or more');

  test('without JavaScript: its contents link every heading, each heading has its address', async ({
    browser,
  }) => {
    const post = long!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(post.route);
    const links = contents(page).getByRole('link');
    await expect(links).toHaveText(post.headings.map((heading) => heading.text));
    for (const heading of post.headings) {
      const element = page.locator(`h${heading.depth}[id="${heading.id}"]`);
      // The heading's name is its words: its # link stands beside it.
      await expect(element).toHaveAccessibleName(heading.text);
      await expect(
        page.getByRole('link', { name: `Link to the section “${heading.text}”` }),
      ).toHaveAttribute('href', `#${heading.id}`);
    }
    // A link of the contents takes the reader to its section, below the sticky bar.
    const last = post.headings.at(-1)!;
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    const target = page.locator(`[id="${last.id}"]`);
    const bar = (await page.getByRole('banner').boundingBox())!;
    // (No page script runs here, so the scroll is waited for by polling its result.)
    await expect(async () => {
      const top = (await target.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      expect(top).toBeLessThan(page.viewportSize()!.height / 2);
    }).toPass();
    await context.close();
  });

  test('reading progress follows the scroll, drawn by CSS (no script of its own)', async ({
    page,
  }) => {
    await page.goto(long!.route);
    await waitForSection(page);
    const bar = page.locator('[data-reading-progress]');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const scale = () =>
      bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
    expect(await scale()).toBeLessThan(0.05);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await atRest(page.locator('html'));
    await expect.poll(scale).toBeGreaterThan(0.3);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await atRest(page.locator('html'));
    await expect.poll(scale).toBeGreaterThan(0.99);
  });
});
