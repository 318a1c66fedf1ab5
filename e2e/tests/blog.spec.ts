import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { mainNavLink } from '../support/main-nav';
import { expectInOrder } from '../support/in-order';
import { openPage } from '../support/open-page';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForApp, waitForSection } from '../support/app-ready';
import {
  BLOG_CATEGORIES,
  BLOG_COPY,
  aPost,
  backToCategory,
  categoriesWithPosts,
  categoryRoute,
  expectedNextToRead,
  fillCopy,
  LATEST_POSTS,
  postsNewestFirst,
  publishedPosts,
} from '../support/blog';
import { SIGNUP_COPY } from '../../blog-remote/content/signup-copy.js';
import { UNAVAILABLE_COPY } from '../../shell/src/unavailable/unavailable-copy.js';
import { likeButton } from '../support/likes';
import { expectNotFoundLogged, NOT_FOUND_LOG, withoutDocumentStatus } from '../support/not-found';

// The blog as the author has published it (support/blog.ts): every title, address and count
// comes from the built content, so the author can replace every post.

/** Settles the page (remote loaded, images and the likes stream started) before error checks. */
async function settle(page: Page) {
  await waitForSection(page);
  await page.waitForLoadState('networkidle');
}

/** The data files a page fetched (the blog's content: one per post page or list page). */
function dataRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/content\/\w+\/.+\.json$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('blog hub', () => {
  test('/blog shows a card per category, each opening its list, and links the feed', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, '/blog', BLOG_COPY.hub.heading);
    await expect(page).toHaveTitle(new RegExp(`^${escape(BLOG_COPY.hub.documentTitle)} \\|`));
    await expect(page.getByRole('link', { name: BLOG_COPY.feed.link })).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    const main = page.getByRole('main');
    for (const category of BLOG_CATEGORIES) {
      const card = main.getByRole('link', { name: new RegExp(`^${escape(category.title)}`) });
      await expect(card).toHaveAttribute('href', categoryRoute(category));
    }
    for (const category of BLOG_CATEGORIES) {
      await main.getByRole('link', { name: new RegExp(`^${escape(category.title)}`) }).click();
      await expect(page).toHaveURL(categoryRoute(category));
      await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
      await page.getByRole('link', { name: BLOG_COPY.backToBlog }).click();
      await expect(page).toHaveURL('/blog');
    }
    await settle(page);
    expect(errors).toEqual([]);
  });
});

test.describe('category lists and posts', () => {
  for (const category of categoriesWithPosts()) {
    test(`${categoryRoute(category)} lists its newest posts; the first opens and leads back`, async ({
      page,
    }) => {
      const posts = publishedPosts().filter((post) => post.category === category);
      const newestRoute = postsNewestFirst().find((post) => post.category === category)?.route;
      const newest = posts.find((post) => post.route === newestRoute);
      if (!newest) throw new Error(`no newest post in ${category.slug}`);
      const errors = collectConsoleErrors(page);
      await openPage(page, categoryRoute(category), category.title);
      await expect(page.getByRole('article')).toHaveCount(Math.min(posts.length, 10));
      await expect(page.getByRole('article').first()).toContainText(newest.cardTitle);

      await page.getByRole('link', { name: newest.cardTitle, exact: true }).click();
      await expect(page).toHaveURL(newest.route);
      await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${escape(newest.title)} \\|`));
      await expect(page.getByRole('main')).toContainText(newest.opening);
      await expect(likeButton(page)).toBeVisible();

      await page
        .getByRole('link', { name: backToCategory(category) })
        .last()
        .click();
      await expect(page).toHaveURL(categoryRoute(category));
      await settle(page);
      expect(errors).toEqual([]);
    });
  }

  for (const category of BLOG_CATEGORIES.filter(
    (candidate) => candidate.comingSoon && !categoriesWithPosts().includes(candidate),
  )) {
    test(`${categoryRoute(category)} shows only its Coming Soon card while it has no post`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await openPage(page, categoryRoute(category), category.title);
      await expect(
        page.getByRole('heading', { level: 2, name: category.comingSoon?.title }),
      ).toBeVisible();
      await expect(page.getByText(category.comingSoon?.text ?? '')).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await settle(page);
      expect(errors).toEqual([]);
    });
  }

  test("a post's page fetches its own data file only; when it cannot, the site's unavailable page says so, titled, and its Retry brings it", async ({
    page,
  }) => {
    const post = aPost();
    let offline = true;
    const fetched = dataRequests(page);
    await page.route(/\/static\/content\/\w+\/posts\/.+\.json$/, async (route) => {
      if (offline) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto(categoryRoute(post.category));
    await waitForApp(page);
    await settle(page);
    expect(fetched, 'a prerendered list holds its own data').toEqual([]);

    await page.getByRole('link', { name: post.cardTitle, exact: true }).click();
    // The server answers (only the file is refused): not offline, the page could not load.
    const unavailable = page.locator('[data-unavailable="server-error"]');
    await expect(unavailable).toBeVisible();
    await expect(unavailable.getByRole('heading', { level: 1 })).toHaveText(
      UNAVAILABLE_COPY['server-error'].title,
    );
    await expect(page).toHaveTitle(new RegExp(`^${UNAVAILABLE_COPY['server-error'].title} \\| `));
    expect(
      fetched.every((url) => url.endsWith(`/posts/${post.category.slug}/${post.slug}.json`)),
    ).toBe(true);

    offline = false;
    await unavailable.getByRole('button', { name: UNAVAILABLE_COPY.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe(() => {
    // It counts the like it taps: while no other test likes.
    test.use({ countsLikes: true });

    test('a prerendered post hydrates what it holds: no data fetched, the text adopted in place', async ({
      page,
    }) => {
      const post = aPost();
      const fetched = dataRequests(page);
      await page.addInitScript((slug) => {
        document.addEventListener('DOMContentLoaded', () => {
          const seen = window as unknown as { prerenderedText?: Element | null };
          seen.prerenderedText = document.querySelector(`[data-post-text="${slug}"] p`);
        });
      }, post.slug);
      await page.goto(post.route);
      await waitForApp(page);
      await settle(page);
      expect(fetched).toEqual([]);
      const text = page.locator(`[data-post-text="${post.slug}"]`);
      // The section hydrates once its code is in (the shell may be live before it).
      await expect
        .poll(() =>
          text.evaluate((element) => {
            const seen = window as unknown as { prerenderedText?: Element | null };
            return {
              same: seen.prerenderedText === element.querySelector('p'),
              owned: element.closest('[data-part]')?.hasAttribute('data-live') === true,
            };
          }),
        )
        .toEqual({ same: true, owned: true });
      // The section is live around it: a like is counted.
      const like = likeButton(page);
      await expect(like).toHaveAttribute('data-status', 'live');
      const count = async () => Number((await like.textContent())?.match(/\d+/)?.[0]);
      const before = await count();
      await like.click();
      await expect.poll(count).toBe(before + 1);
    });
  });

  test('a page rendered by another release of the blog hydrates as it is, then shows this release', async ({
    page,
  }) => {
    // A page rendered by an earlier release of the blog, as a reader may meet one while a
    // release goes out: the app adopts its words (they are its own data: no mismatch), then
    // fetches this release's and shows them.
    const post = aPost();
    const earlier = `${post.title} (as first published)`;
    // The title as the page writes it: in its text (HTML-escaped) and in its data (JSON).
    const escapeHtml = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const written = [
      ...new Set([post.title, escapeHtml(post.title), JSON.stringify(post.title).slice(1, -1)]),
    ];
    await page.route(`**${post.route}`, async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      for (const title of written) html = html.split(title).join(`${title} (as first published)`);
      html = html.replace(/"version":"\w+"/, '"version":"0000000000"');
      await route.fulfill({ response, body: html });
    });
    const errors = collectConsoleErrors(page);
    const fetched = dataRequests(page);
    await openPage(page, post.route, earlier);
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: post.title, exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escape(post.title)} \\|`));
    await expect(page.locator('head title')).toHaveCount(1);
    expect(fetched).toHaveLength(1);
    await settle(page);
    expect(errors).toEqual([]);
  });

  test("a post's image loads at its reserved size", async ({ page }) => {
    const post = publishedPosts().find((candidate) => candidate.image);
    test.skip(!post, 'no published post has an image');
    if (!post?.image) return;
    await page.goto(post.route);
    const image = page.getByRole('img', { name: post.image.alt });
    await expect(image).toHaveAttribute('width', String(post.image.width));
    await expect(image).toHaveAttribute('height', String(post.image.height));
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a post reads in a serif column no wider than about 68 characters', async ({ page }) => {
    const post = aPost();
    await page.goto(post.route);
    await waitForApp(page);
    const paragraph = page.locator(`[data-post-text="${post.slug}"] p`).first();
    const { width, fontSize, fontFamily } = await paragraph.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        width: element.getBoundingClientRect().width,
        fontSize: parseFloat(style.fontSize),
        fontFamily: style.fontFamily,
      };
    });
    expect(fontFamily).toMatch(/serif/);
    // 68ch of a serif is about 68 * 0.5em; a line may not run wider than that.
    expect(width / fontSize).toBeLessThanOrEqual(68 * 0.55);
  });
});

test.describe('following the writing', () => {
  const posts = postsNewestFirst();
  const moreLinks = (page: Page) =>
    page.getByRole('navigation', { name: BLOG_COPY.morePosts }).getByRole('list');
  const linkStarting = (label: string) => new RegExp(`^${escape(label)}`);

  test("newer and older lead through the whole blog, in the order of the posts' days", async ({
    page,
  }) => {
    test.skip(posts.length < 2, 'the blog has fewer than two posts');
    const errors = collectConsoleErrors(page);
    await page.goto(posts[0]!.route);
    for (const [index, post] of posts.entries()) {
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(page).toHaveURL(post.route);
      const acrossTheBlog = moreLinks(page).first();
      const newer = acrossTheBlog.getByRole('link', {
        name: linkStarting(`← ${BLOG_COPY.newerPost}`),
      });
      const older = acrossTheBlog.getByRole('link', {
        name: linkStarting(`${BLOG_COPY.olderPost} →`),
      });
      const [before, after] = [posts[index - 1], posts[index + 1]];
      if (before) await expect(newer).toHaveAttribute('href', before.route);
      else await expect(newer).toHaveCount(0);
      if (after) await expect(older).toHaveAttribute('href', after.route);
      else await expect(older).toHaveCount(0);

      // Within the category too, where it holds more than this post.
      const inCategory = posts.filter((candidate) => candidate.category === post.category);
      const lists = moreLinks(page);
      if (inCategory.length > 1) {
        await expect(lists).toHaveCount(2);
        const place = inCategory.indexOf(post);
        const name = { category: post.category.title };
        const there = lists.nth(1);
        const newerThere = inCategory[place - 1];
        const olderThere = inCategory[place + 1];
        if (newerThere) {
          await expect(
            there.getByRole('link', {
              name: linkStarting(`← ${fillCopy(BLOG_COPY.newerInCategory, name)}`),
            }),
          ).toHaveAttribute('href', newerThere.route);
        }
        if (olderThere) {
          await expect(
            there.getByRole('link', {
              name: linkStarting(`${fillCopy(BLOG_COPY.olderInCategory, name)} →`),
            }),
          ).toHaveAttribute('href', olderThere.route);
        }
      } else {
        await expect(lists).toHaveCount(1);
      }
      if (after) await older.click();
    }
    await settle(page);
    expect(errors).toEqual([]);
  });

  for (const post of posts) {
    test(`${post.route} ends with the post to read next`, async ({ page }) => {
      const next = expectedNextToRead(post);
      test.skip(!next, 'the blog has one post');
      if (!next) return;
      const errors = collectConsoleErrors(page);
      await page.goto(post.route);
      const readNext = page.getByRole('region', { name: BLOG_COPY.readNext });
      await readNext.scrollIntoViewIfNeeded();
      const card = readNext.getByRole('article');
      await expect(card.getByRole('heading', { level: 3, name: next.cardTitle })).toBeVisible();
      await expect(card.locator('p').first()).toHaveText(next.category.title);
      await expect(card.locator(`time[datetime="${next.date}"]`)).toHaveText(next.dateLabel);
      await expect(card).toContainText(next.description);
      // After the text and the like button: it is how the post ends.
      const ends = await page.evaluate(() => {
        const like = document.querySelector('[data-part="post-footer"] footer');
        const readNext = document.querySelector('[aria-labelledby="read-next"]');
        return Boolean(
          like &&
          readNext &&
          like.compareDocumentPosition(readNext) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(ends).toBe(true);
      await card.getByRole('link', { name: next.cardTitle, exact: true }).click();
      await expect(page).toHaveURL(next.route);
      await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
      await settle(page);
      expect(errors).toEqual([]);
    });
  }

  test('a post offers the newsletter sign-up at its end', async ({ page }) => {
    const post = aPost();
    await page.goto(post.route);
    await waitForSection(page);
    await expect(page.getByRole('region', { name: BLOG_COPY.readNext })).toBeAttached();
    // The form builder's embed where one is configured, else the site's own form.
    const signup = page.getByRole('region', { name: SIGNUP_COPY.heading });
    await expect(signup).toHaveCount(1);
    await expect(
      signup.getByTestId('newsletter-form').or(signup.getByTestId('newsletter-signup')),
    ).toBeAttached();
  });

  test('/blog shows the latest posts beneath the drawers: title, day, category, picture, one line', async ({
    page,
  }) => {
    test.skip(posts.length === 0, 'the blog has no post');
    const errors = collectConsoleErrors(page);
    await page.goto('/blog');
    const latest = page.getByRole('region', { name: BLOG_COPY.hub.latestHeading });
    await expect(latest).toBeVisible();
    const lastDrawer = page.getByRole('heading', {
      level: 2,
      name: BLOG_CATEGORIES.at(-1)!.title,
    });
    const drawerTop = (await lastDrawer.boundingBox())!.y;
    expect((await latest.boundingBox())!.y).toBeGreaterThan(drawerTop);

    const shown = posts.slice(0, LATEST_POSTS);
    const cards = latest.getByRole('article');
    await expectInOrder(cards, shown, async (card, post) => {
      await expect(card.getByRole('link', { name: post.cardTitle, exact: true })).toHaveAttribute(
        'href',
        post.route,
      );
      await expect(card.locator(`time[datetime="${post.date}"]`)).toHaveText(post.dateLabel);
      await expect(card.locator('p').first()).toHaveText(post.category.title);
      await expect(card).toContainText(post.description);
      // Its own image, or its category's name drawn on the category's colours.
      const picture = card.locator(':scope > :first-child');
      if (post.imageAlt) {
        await expect(card.getByRole('img', { name: post.imageAlt })).toBeVisible();
      } else {
        await expect(picture).toHaveAttribute('aria-hidden', 'true');
        await expect(picture).toHaveText(post.category.title);
      }
      const box = (await picture.boundingBox())!;
      expect(box.width).toBeGreaterThan(40);
      expect(box.height).toBeGreaterThan(40);
    });
    // The whole card is its link's hit area: a tap on its picture opens the post.
    await cards.first().scrollIntoViewIfNeeded();
    const firstPicture = (await cards.first().locator(':scope > :first-child').boundingBox())!;
    await page.mouse.click(
      firstPicture.x + firstPicture.width / 2,
      firstPicture.y + firstPicture.height / 2,
    );
    await expect(page).toHaveURL(shown[0]!.route);
    await expect(page.getByRole('heading', { level: 1, name: shown[0]!.title })).toBeVisible();
    await settle(page);
    expect(errors).toEqual([]);
  });

  test('/blog after a link: the drawers at once, then the latest posts', async ({ page }) => {
    test.skip(posts.length === 0, 'the blog has no post');
    await page.goto(posts[0]!.route);
    await waitForSection(page);
    await mainNavLink(page, 'Blog').click();
    await expect(page).toHaveURL('/blog');
    await expect(
      page.getByRole('heading', { level: 2, name: BLOG_CATEGORIES[0]!.title }),
    ).toBeVisible();
    const latest = page.getByRole('region', { name: BLOG_COPY.hub.latestHeading });
    await expect(latest.getByRole('article')).toHaveCount(Math.min(posts.length, LATEST_POSTS));
  });
});

test.describe('unknown blog paths', () => {
  const post = aPost();
  const otherCategory = BLOG_CATEGORIES.find((category) => category !== post.category);
  for (const path of [
    '/blog/nope',
    `${categoryRoute(post.category)}/no-such-post`,
    `${categoryRoute(otherCategory ?? post.category)}/${post.slug}-elsewhere`,
    `${categoryRoute(post.category)}/page/1`,
    `${post.route}/more`,
  ]) {
    test(`${path} is the shell's 404`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
      await settle(page);
      await expectNotFoundLogged(errors, path);
      // The 404's own log line (docs/product.md, "Not found") is the only console error
      // besides the status line: the served 404 page is the app's answer too, no section
      // is asked for data that does not exist.
      const logged = withoutDocumentStatus(errors);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.every((error) => error.startsWith(NOT_FOUND_LOG) && error.includes(path))).toBe(
        true,
      );
    });
  }

  test('a link to a post that does not exist shows the 404 page in the app', async ({ page }) => {
    const missing = `${categoryRoute(post.category)}/gone-since`;
    await page.goto(categoryRoute(post.category));
    await waitForApp(page);
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, missing);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });
});
