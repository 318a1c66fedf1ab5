import { expect, test } from '../support/test';
import { waitForApp } from '../support/app-ready';
import { BLOG_CATEGORIES, aPost, categoryRoute, publishedPosts, textOf } from '../support/blog';
import {
  achievementSections,
  achievementsCopy,
  archiveEntries,
  bookPageCopy,
  books,
  contactCopy,
  poemPath,
  portfolioCopy,
  readableEntries,
  readings,
  readingsCopy,
  redCopy,
  showcaseCopy,
  siteConfig,
} from '../support/content';

const AUTHOR = siteConfig.authorName;
const [firstBook] = books;
const [firstPoem] = readableEntries;

/** A post of the author's (support/blog.ts). */
const POST = aPost();

// What crawlers and no-JS readers get: the served HTML before any script runs.
const PAGES = [
  { path: '/', title: `Home | ${AUTHOR}`, words: showcaseCopy.heading, jsonLd: 'Person' },
  { path: '/blog', title: `Blog | ${AUTHOR}`, words: BLOG_CATEGORIES[0]?.title ?? '' },
  {
    path: POST.route,
    title: `${POST.title} | ${AUTHOR}`,
    words: POST.opening,
    jsonLd: 'BlogPosting',
  },
  {
    path: '/portfolio',
    title: `${portfolioCopy.title} | ${AUTHOR}`,
    words: books.at(-1)!.title,
    jsonLd: 'Book',
  },
  {
    path: firstBook!.bookPage,
    title: `${firstBook!.title} | ${AUTHOR}`,
    words: bookPageCopy.availableHeading,
    jsonLd: 'Book',
  },
  {
    path: '/red-page',
    title: `${redCopy.redPage.pageTitle} | ${AUTHOR}`,
    words: redCopy.redPage.heading,
  },
  {
    path: '/red-archive',
    title: `${redCopy.archive.pageTitle} | ${AUTHOR}`,
    words: archiveEntries.at(-1)!.label,
  },
  {
    path: '/achievements',
    title: `${achievementsCopy.title} | ${AUTHOR}`,
    words: achievementSections.at(-1)!.heading,
  },
  { path: '/contact', title: `${contactCopy.title} | ${AUTHOR}`, words: contactCopy.title },
  {
    path: '/achievements/readings',
    title: `${readingsCopy.title} | ${AUTHOR}`,
    words: readings.at(-1)?.title ?? readingsCopy.title,
    // An Event for each reading still to come when the page was built (readings.spec.ts).
    ...(readings.some((reading) => reading.endMs > Date.now()) ? { jsonLd: 'Event' } : {}),
  },
  // A poem's page (every poem's: poems.spec.ts), when the author has published one.
  ...(firstPoem
    ? [
        {
          path: poemPath(firstPoem),
          title: `${firstPoem.title} – ${redCopy.archive.pageTitle} | ${AUTHOR}`,
          words: firstPoem.lines.at(-1)!,
          jsonLd: 'CreativeWork',
        },
      ]
    : []),
];

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1] ?? null;
}

test.describe('every page is findable before any JS runs', () => {
  for (const page of PAGES) {
    test(`${page.path} serves its own head and content`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '';
      expect(textOf(title)).toBe(page.title);
      expect(metaContent(html, 'name', 'description')?.length ?? 0).toBeGreaterThan(30);
      expect(html.match(/<meta[^>]*name="description"/g)).toHaveLength(1);
      const canonical = html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1];
      expect(canonical && new URL(canonical).pathname).toBe(page.path);
      expect(metaContent(html, 'property', 'og:title')).toBeTruthy();
      expect(metaContent(html, 'property', 'og:image')).toMatch(/^https:\/\//);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(textOf(html)).toContain(page.words);
      if (page.jsonLd) expect(html).toContain(`"@type":"${page.jsonLd}"`);
    });
  }

  test('sitemap.xml lists the pages, robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of PAGES)
      expect(sitemap).toContain(`${page.path === '/' ? '/' : page.path}</loc>`);
    expect(sitemap).not.toContain('/remotes/');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });

  test('the blog has an RSS feed with every post', async ({ request }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const feed = await response.text();
    const posts = publishedPosts();
    expect(feed.match(/<item>/g)).toHaveLength(posts.length);
    for (const post of posts) expect(feed).toContain(`${post.route}</link>`);
  });

  test('a prerendered page hands over to the app with one set of head tags', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(POST.route);
    await expect(page.getByRole('button', { name: /Like this post/ })).toBeVisible();
    await waitForApp(page);
    // Once the post's section has hydrated too (its like count is live).
    await expect(page.getByRole('button', { name: /Like this post/ })).toHaveAttribute(
      'data-status',
      'live',
    );
    // React adopted the prerendered tags it renders itself and the rest were removed: one
    // of each, with the page's own values.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page).toHaveTitle(
      new RegExp(`^${POST.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the tab keeps its title through the takeover; a navigation leaves one set of tags', async ({
    page,
  }) => {
    // Watches the head from the first byte: a moment with no title (the prerendered one
    // removed before the section's own took over) is recorded.
    await page.addInitScript(() => {
      const state = { blankTitleSeen: false };
      (window as unknown as { __titleWatch: typeof state }).__titleWatch = state;
      const check = () => {
        if (document.head && document.readyState !== 'loading' && document.title === '') {
          state.blankTitleSeen = true;
        }
      };
      document.addEventListener('DOMContentLoaded', () => {
        check();
        new MutationObserver(check).observe(document.head, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      });
    });
    await page.goto(POST.route);
    await waitForApp(page);
    await expect(page.getByRole('button', { name: /Like this post/ })).toHaveAttribute(
      'data-status',
      'live',
    );
    await expect(page).toHaveTitle(
      new RegExp(`^${POST.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { __titleWatch: { blankTitleSeen: boolean } }).__titleWatch,
      ),
    ).toEqual({ blankTitleSeen: false });

    await page
      .getByRole('link', { name: /Back to/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${categoryRoute(POST.category)}$`));
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${categoryRoute(POST.category)}$`),
    );
    await expect(page.locator('head [data-prerendered]')).toHaveCount(0);
  });

  test('the 404 page asks not to be indexed', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('no head tag is ever there twice, over the served 404 page or through a navigation', async ({
    page,
  }) => {
    // Counts the head's tags after every task that changed it (a MutationObserver's callback
    // runs before the browser paints or runs another task), from the first byte on.
    await page.addInitScript(() => {
      const selectors = [
        'title',
        'meta[name="description"]',
        'meta[name="robots"]',
        'link[rel="canonical"]',
        'meta[property="og:title"]',
      ];
      const most: Record<string, number> = {};
      (window as unknown as { __mostHeadTags: typeof most }).__mostHeadTags = most;
      const count = () => {
        for (const selector of selectors) {
          const n = document.head.querySelectorAll(selector).length;
          most[selector] = Math.max(most[selector] ?? 0, n);
        }
      };
      document.addEventListener('DOMContentLoaded', () => {
        count();
        new MutationObserver(count).observe(document.head, { childList: true, subtree: true });
      });
    });
    const mostHeadTags = () =>
      page.evaluate(
        () => (window as unknown as { __mostHeadTags: Record<string, number> }).__mostHeadTags,
      );

    await page.goto('/no-such-page');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await mostHeadTags()).toEqual({
      title: 1,
      'meta[name="description"]': 1,
      'meta[name="robots"]': 1,
      'link[rel="canonical"]': 0,
      'meta[property="og:title"]': 1,
    });

    await page.goto('/portfolio');
    await waitForApp(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    expect(Object.values(await mostHeadTags()).every((n) => n <= 1)).toBe(true);
  });
});
