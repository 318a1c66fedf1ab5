import { expect, test, type Page } from '@playwright/test';
import { BLOG_COPY, postsNewestFirst } from '../support/blog';
import { poemPath, readableEntries, redCopy } from '../support/content';

// The feeds of the writing, read as a feed reader reads them: each file parsed by the
// browser's XML parser (a document that is not well-formed XML is a parser error) and held to
// RSS 2.0's required elements; the JSON Feed parsed as JSON and held to version 1.1's.

interface ParsedRss {
  error: string | null;
  version: string | null;
  channel: { title: string; link: string; description: string } | null;
  image: { url: string; title: string; link: string; width: string; height: string } | null;
  items: { title: string; link: string; guid: string; content: string; pubDate: string }[];
}

/** `xml` parsed by the browser's own XML parser, as RSS 2.0 names its parts. */
async function parseRss(page: Page, xml: string): Promise<ParsedRss> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) {
      return { error: error.textContent, version: null, channel: null, image: null, items: [] };
    }
    const rss = doc.documentElement;
    const channel = rss.querySelector(':scope > channel');
    const child = (parent: Element | null, name: string) =>
      [...(parent?.children ?? [])].find((element) => element.tagName === name)?.textContent ?? '';
    return {
      error: null,
      version: rss.tagName === 'rss' ? rss.getAttribute('version') : null,
      channel: channel
        ? {
            title: child(channel, 'title'),
            link: child(channel, 'link'),
            description: child(channel, 'description'),
          }
        : null,
      image: ((image) =>
        image
          ? {
              url: child(image, 'url'),
              title: child(image, 'title'),
              link: child(image, 'link'),
              width: child(image, 'width'),
              height: child(image, 'height'),
            }
          : null)(channel?.querySelector(':scope > image') ?? null),
      items: [...(channel?.querySelectorAll(':scope > item') ?? [])].map((item) => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        guid: child(item, 'guid'),
        content: child(item, 'content:encoded'),
        pubDate: child(item, 'pubDate'),
      })),
    };
  }, xml);
}

async function feed(page: Page, path: string): Promise<ParsedRss> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const parsed = await parseRss(page, await response.text());
  expect(parsed.error, `${path} is well-formed XML`).toBeNull();
  expect(parsed.version).toBe('2.0');
  expect(parsed.channel?.title).toBeTruthy();
  expect(parsed.channel?.link).toMatch(/^https?:\/\//);
  expect(parsed.channel?.description).toBeTruthy();
  // The site's icon beside the feed in a reader: RSS 2.0's image, with the channel's title and
  // link, at most 144 pixels wide, a file that is there.
  expect(parsed.image, `${path} has an image`).not.toBeNull();
  expect(parsed.image?.title).toBe(parsed.channel?.title);
  expect(parsed.image?.link).toBe(parsed.channel?.link);
  expect(Number(parsed.image?.width)).toBeLessThanOrEqual(144);
  const icon = await page.request.get(pathOf(parsed.image!.url));
  expect(icon.status(), parsed.image!.url).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  for (const item of parsed.items) {
    expect(item.title).toBeTruthy();
    expect(item.link).toMatch(/^https?:\/\//);
    expect(item.guid).toBe(item.link);
  }
  return parsed;
}

const pathOf = (url: string) => new URL(url).pathname;
const posts = postsNewestFirst();
const poems = [...readableEntries].reverse();

/**
 * The site feed's order, from the content: dated writing (every post, a poem whose file gives
 * its day) newest first, then poems without a day, the newest entry first.
 */
const siteFeedPaths = [
  ...posts.map((post) => ({ path: post.route, date: post.date })),
  ...poems.map((poem) => ({ path: poemPath(poem), date: poem.date ?? null })),
]
  .sort((a, b) => {
    if (a.date && b.date) return b.date.localeCompare(a.date) || a.path.localeCompare(b.path);
    if (a.date || b.date) return a.date ? -1 : 1;
    return b.path.localeCompare(a.path);
  })
  .map((entry) => entry.path);

test('the site feed holds every post and poem, newest first, in full', async ({ page }) => {
  await page.goto('/');
  const site = await feed(page, '/feed.xml');
  const paths = site.items.map((item) => pathOf(item.link));
  expect(paths).toEqual(siteFeedPaths);
  const itemAt = (path: string) => site.items[paths.indexOf(path)]!;
  // Full text: each poem's every line, each post's dated.
  for (const poem of poems) {
    const { content } = itemAt(poemPath(poem));
    for (const line of poem.lines) expect(content).toContain(line.replace(/&/g, '&amp;'));
  }
  for (const post of posts) {
    const item = itemAt(post.route);
    expect(new Date(item.pubDate).getTime()).not.toBeNaN();
    expect(item.content.length).toBeGreaterThan(200);
  }
});

test('the site feed as JSON Feed 1.1 holds the same writing', async ({ page }) => {
  const response = await page.request.get('/feed.json');
  expect(response.status()).toBe(200);
  const json = (await response.json()) as {
    version: string;
    title: string;
    items: { id: string; url: string; title: string; content_html: string }[];
  };
  expect(json.version).toBe('https://jsonfeed.org/version/1.1');
  expect(json.title).toBeTruthy();
  expect(json.items.map((item) => pathOf(item.url))).toEqual(siteFeedPaths);
  for (const item of json.items) {
    expect(item.id).toBe(item.url);
    expect(item.content_html).toBeTruthy();
  }
});

// A feed reader shows a feed with its site's icon: the JSON Feed's own, or the site's
// /favicon.ico, which a browser also asks for on a page that links none (a feed opened in a tab).
test("the site's icon is there for feed readers, browsers and home screens, each file an image", async ({
  page,
}) => {
  const json = (await (await page.request.get('/feed.json')).json()) as {
    icon: string;
    favicon: string;
  };
  await page.goto('/');
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [
    { path: pathOf(json.icon), size: 512 },
    { path: pathOf(json.favicon), size: 64 },
    { path: touchIcon ?? 'no apple-touch-icon link', size: 180 },
    // The .ico's largest image.
    { path: '/favicon.ico', size: 48 },
  ];
  for (const { path, size } of icons) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^image\//);
    // Decoded by the browser itself, at its size.
    const decoded = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, path);
    expect(decoded, path).toEqual({ width: size, height: size });
  }
});

test("the Red Archive's feed holds its poems and the blog's its posts", async ({ page }) => {
  await page.goto('/');
  const archive = await feed(page, '/red-archive/rss.xml');
  expect(archive.items.map((item) => item.title).sort()).toEqual(
    readableEntries.map((entry) => entry.title).sort(),
  );
  const blog = await feed(page, '/blog/rss.xml');
  expect(blog.items.map((item) => pathOf(item.link))).toEqual(posts.map((post) => post.route));
});

/** The feeds a page's head names. */
const headFeeds = (page: Page) =>
  page
    .locator('head link[rel="alternate"][type="application/rss+xml"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

test('the home page names every feed, and each section its own, in the head and on the page', async ({
  page,
}) => {
  await page.goto('/');
  expect(await headFeeds(page)).toEqual(
    expect.arrayContaining(['/feed.xml', '/blog/rss.xml', '/red-archive/rss.xml']),
  );
  for (const href of ['/feed.xml', '/feed.json', '/blog/rss.xml', '/red-archive/rss.xml']) {
    await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
  }

  await page.goto('/red-archive');
  expect(await headFeeds(page)).toContain('/red-archive/rss.xml');
  await expect(page.getByRole('link', { name: redCopy.archive.feed.link })).toBeVisible();

  await page.goto(poemPath(readableEntries[0]!));
  expect(await headFeeds(page)).toContain('/red-archive/rss.xml');
  await expect(page.getByRole('link', { name: redCopy.archive.feed.link })).toBeVisible();

  await page.goto(posts[0]!.route);
  expect(await headFeeds(page)).toContain('/blog/rss.xml');
  await expect(page.getByRole('link', { name: BLOG_COPY.feed.link })).toBeVisible();
});
