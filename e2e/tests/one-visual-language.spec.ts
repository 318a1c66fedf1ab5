import { createHash } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bookPageCopy } from '../../portfolio-remote/content/pages';
import { redCopy } from '../../red-remote/content/red-copy';
import { theme } from '../../shared/src/theme/theme';
import { expect, test } from '../support/test';
import { waitForApp } from '../support/app-ready';
import { aPost, backToCategory, BLOG_COPY, categoryRoute } from '../support/blog';

// One visual language, owned once: page titles, back links and cards come from the
// shared design layer (@site/shared/design) and measure the same in every section that uses
// it (the blog, the portfolio, the Red Chapter); a book looks the same wherever it appears;
// icons are drawn, not emoji; locked diary entries say why.

// Each test walks through several pages.
test.describe.configure({ timeout: 90_000 });

/** A post of the blog, and its category's list. */
const post = aPost();
const postList = categoryRoute(post.category);

/** Routes of the sections built on the design layer, one of each kind of page. */
const ROUTES = [
  '/blog',
  postList,
  post.route,
  '/portfolio',
  '/book/huntress',
  '/achievements',
  '/contact',
  '/red-page',
  '/red-archive',
  '/red-archive/huntress',
  '/red-archive/letters',
  '/red-archive/rage',
];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** Computed styles of the first element `locator` finds. */
const styles = (locator: Locator, properties: readonly string[]) =>
  locator
    .first()
    .evaluate(
      (element, names) =>
        Object.fromEntries(
          names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]),
        ),
      properties,
    );

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every page title has one size', async ({ page }) => {
    const sizes = new Map<string, string>();
    for (const path of ROUTES) {
      await open(page, path);
      const { 'font-size': size = '' } = await styles(page.locator('main h1'), ['font-size']);
      sizes.set(path, size);
    }
    expect(new Set(sizes.values()).size, JSON.stringify(Object.fromEntries(sizes))).toBe(1);
  });

  test('back links are drawn alike', async ({ page }) => {
    const drawn = [];
    for (const [path, label] of [
      ['/book/huntress', bookPageCopy.backLabel],
      [post.route, backToCategory(post.category)],
      [postList, BLOG_COPY.backToBlog],
      ['/red-archive', redCopy.backToRedPage],
      ['/red-archive/huntress', redCopy.backToRedPage],
    ] as const) {
      await open(page, path);
      const link = page.getByRole('main').getByRole('link', { name: label, exact: true }).first();
      await expect(link).toBeVisible();
      drawn.push(
        await styles(link, ['font-size', 'font-weight', 'min-height', 'text-underline-offset']),
      );
    }
    for (const other of drawn.slice(1)) expect(other).toEqual(drawn[0]);
  });

  test('cards have one shape: the large radius and a one-pixel edge', async ({ page }) => {
    const cards: [string, string][] = [
      ['/blog', 'main ul > li > a'],
      [postList, 'main ul > li > article'],
      ['/portfolio', 'main article'],
      ['/red-page', 'main article'],
      ['/red-page', 'main a[href^="/red-archive/"]:has(strong)'],
      ['/contact', 'main ul > li'],
      ['/achievements', 'main ul > li'],
      ['/red-archive/huntress', 'main article'],
      ['/red-archive/letters', 'main ul > li > section'],
    ];
    for (const [path, selector] of cards) {
      await open(page, path);
      const shape = await styles(page.locator(selector), [
        'border-top-left-radius',
        'border-top-width',
      ]);
      expect(shape, `${selector} on ${path}`).toEqual({
        'border-top-left-radius': theme.radius.large,
        'border-top-width': '1px',
      });
    }
  });

  test('every pill is the site’s one button, at least a touch target high', async ({ page }) => {
    const looks = new Set<string>();
    for (const path of ['/', ...ROUTES, '/no-such-page']) {
      await open(page, path);
      // Every link or button of the page drawn round-ended, whoever drew it.
      const pills = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>('a, button')]
          .filter((element) => element.offsetParent !== null)
          .map((element) => {
            const style = getComputedStyle(element);
            return {
              label: element.textContent?.trim() ?? '',
              radius: parseFloat(style.borderTopLeftRadius),
              look: element.dataset.look ?? null,
              height: element.getBoundingClientRect().height,
              weight: style.fontWeight,
            };
          })
          .filter(({ radius }) => radius >= 100),
      );
      for (const pill of pills) {
        expect(pill.look, `${pill.label} on ${path} is not the site's button`).not.toBeNull();
        expect(pill.weight, `${pill.label} on ${path}`).toBe('600');
        expect(pill.height, `${pill.label} on ${path}`).toBeGreaterThanOrEqual(
          pill.look?.includes('large') ? 48 : 44,
        );
        looks.add(pill.look ?? '');
      }
    }
    // The hero's, the Red Chapter's, the cards': every variant the site uses was seen.
    for (const variant of ['primary', 'outline', 'quiet']) {
      expect(
        [...looks].some((look) => look.startsWith(variant)),
        variant,
      ).toBe(true);
    }
  });

  test('the archive’s rows have the site’s medium radius', async ({ page }) => {
    await open(page, '/red-archive');
    const rows = page.locator('main ol > li > *');
    expect(await rows.count()).toBeGreaterThan(0);
    const radii = await rows.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).borderTopLeftRadius),
    );
    expect(new Set(radii)).toEqual(new Set([theme.radius.medium]));
  });
});

/** A book as a page shows it: its title, the line of facts before it, its cover's bytes. */
async function booksOn(page: Page, request: APIRequestContext, cards: Locator) {
  const books = new Map<string, { facts: string; cover: string }>();
  for (const card of await cards.all()) {
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const facts = (await card.locator('p').first().textContent()) ?? '';
    const src = (await card.getByRole('img').first().getAttribute('src')) ?? '';
    const bytes = await (await request.get(new URL(src, page.url()).href)).body();
    books.set(title, { facts, cover: createHash('sha256').update(bytes).digest('hex') });
  }
  return books;
}

test('a book looks the same on the home page and in the Red Chapter', async ({ page, request }) => {
  await open(page, '/');
  // The home page's book showcase, under the heading the specification gives it.
  const showcase = page.getByRole('region', { name: 'Literary Works' });
  await showcase.scrollIntoViewIfNeeded();
  const homeCards = showcase.locator('ul > li');
  await expect(homeCards.first().getByRole('img')).toBeVisible();
  const home = await booksOn(page, request, homeCards);

  await open(page, '/red-page');
  const red = await booksOn(page, request, page.getByRole('main').getByRole('article'));
  expect(red.size).toBeGreaterThan(0);
  for (const [title, book] of red) {
    expect(home.get(title), title).toEqual(book);
  }
});

test('icons are drawn, not colour emoji (the floating decorations aside)', async ({ page }) => {
  // Emoji shown as emoji by default, or asked to be (the variation selector U+FE0F).
  const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;
  for (const path of ['/contact', '/red-archive', '/portfolio', '/book/huntress']) {
    await open(page, path);
    const text = await page.evaluate(() => {
      const clone = document.body.cloneNode(true) as HTMLElement;
      for (const decoration of clone.querySelectorAll('[data-testid="floating-emoji"]')) {
        decoration.remove();
      }
      return clone.textContent ?? '';
    });
    expect(text.match(EMOJI)?.[0], path).toBeUndefined();
  }
});

test('locked diary entries are introduced by why they are locked', async ({ page }) => {
  await open(page, '/red-archive');
  const locked = page.getByText(/^Entry #\d{3} - \[Locked\]$/);
  test.skip((await locked.count()) === 0, 'the archive has no locked entry');
  const note = page.getByText(redCopy.archive.sealedNote);
  await expect(note).toBeVisible();
  const noteComesFirst = await note.evaluate(
    (element, first) =>
      !!first && !!(element.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING),
    await locked.first().elementHandle(),
  );
  expect(noteComesFirst).toBe(true);
});
