import { type Browser, type Page } from '@playwright/test';
import { searchCopy } from '../../shell/src/search/search-copy';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { waitForApp, waitForSection } from '../support/app-ready';
import { BLOG_CATEGORIES, BLOG_COPY, categoryRoute, publishedPosts } from '../support/blog';
import {
  achievementsCopy,
  readingsCopy,
  books,
  contactCopy,
  exclusiveRooms,
  portfolioCopy,
  readableEntries,
  redCopy,
  siteConfig,
  themes,
} from '../support/content';

/** WCAG 2.0/2.1 A and AA, plus axe's best practices (landmarks, heading order, regions). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

function blogPages(): { path: string; h1: string }[] {
  const post = publishedPosts()[0];
  const listed = BLOG_CATEGORIES.find((category) => category.slug === post?.category.slug);
  const empty = BLOG_CATEGORIES.find((category) =>
    publishedPosts().every((candidate) => candidate.category.slug !== category.slug),
  );
  return [
    ...[listed, empty].flatMap((category) =>
      category ? [{ path: categoryRoute(category), h1: category.title }] : [],
    ),
    ...(post ? [{ path: post.route, h1: post.title }] : []),
  ];
}

/**
 * Every route of the site (docs/product.md, "Pages"), with the h1 that says its section has
 * rendered.
 */
const ROUTES: readonly { path: string; h1: string | RegExp }[] = [
  { path: '/', h1: siteConfig.authorName },
  { path: '/blog', h1: BLOG_COPY.hub.heading },
  // The blog's pages are three templates over the author's posts (support/blog.ts): a list
  // with posts, a list still empty ('coming soon') when there is one, and a post.
  ...blogPages(),
  { path: '/portfolio', h1: portfolioCopy.title },
  ...books.map((book) => ({ path: book.bookPage, h1: book.title })),
  { path: '/achievements', h1: achievementsCopy.title },
  { path: '/contact', h1: contactCopy.title },
  { path: '/achievements/readings', h1: readingsCopy.title },
  { path: '/red-page', h1: redCopy.redPage.heading },
  { path: '/red-archive', h1: redCopy.archive.heading },
  { path: '/red-archive/huntress', h1: exclusiveRooms.huntress.bookTitle },
  { path: '/red-archive/letters', h1: exclusiveRooms.letters.bookTitle },
  { path: '/red-archive/murder-exchange', h1: exclusiveRooms.murderExchange.bookTitle },
  { path: '/red-archive/murder', h1: themes.murder.title },
  { path: '/red-archive/rage', h1: themes.rage.title },
  { path: '/red-archive/unknown-theme', h1: redCopy.themeNotFound.heading },
  { path: '/search', h1: searchCopy.page.title },
  { path: '/no-such-page', h1: '404' },
];

/**
 * The light scheme's pass: every route but the Red Archive's rooms, drawn like /red-page (the
 * Red Chapter is dark in both schemes, decision 020; its pages are checked under the light
 * header once).
 */
const LIGHT_ROUTES = ROUTES.filter((route) => !route.path.startsWith('/red-archive/'));

type Scheme = 'dark' | 'light';

/** A fresh context per page (its own viewport), as a first-time reader arrives. */
async function openPage(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  path: string,
  h1: string | RegExp,
  colorScheme: Scheme = 'dark',
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme,
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
  // The shell has taken over the prerendered page: it removes the prerendered head tags
  // on its first render, so what axe sees is the live React tree, not the server's HTML.
  await waitForApp(page);
  return page;
}

type Finding = { rule: string; impact?: string | null; help: string; nodes: unknown[] };

/** Axe's findings, reduced to what a failure message needs to be acted on. */
async function analyze(page: Page, label: string, rules?: string[]): Promise<Finding[]> {
  const found = await axeViolations(page, rules ? { rules } : { tags: TAGS });
  return found.map((violation) => ({
    rule: `${violation.id} ${label}`,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary,
    })),
  }));
}

/**
 * Paints every gradient background as one solid colour: its lightest or its darkest colour
 * stop. Returns how many gradients it flattened.
 */
function flattenGradients(page: Page, end: 'lightest' | 'darkest'): Promise<number> {
  return page.evaluate((end) => {
    const luminance = ([r, g, b]: number[]) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    let flattened = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      // The gradient as styled: a second pass reads it from where the first one kept it.
      const style = getComputedStyle(element);
      const gradient =
        element.dataset.a11yGradient ?? `${style.backgroundImage} ${style.backgroundColor}`;
      if (!gradient.includes('gradient(')) continue;
      element.dataset.a11yGradient = gradient;
      const colours = gradient.match(/rgba?\([^)]*\)/g);
      const stops = (colours ?? [])
        .map((colour) =>
          colour
            .replace(/[^\d.,]/g, '')
            .split(',')
            .map(Number),
        )
        // A transparent stop shows what lies beneath, which axe already takes into account.
        .filter((channels) => channels[3] !== 0);
      if (stops.length === 0) continue;
      stops.sort((a, b) => luminance(a) - luminance(b));
      const [r, g, b, alpha = 1] = (end === 'lightest' ? stops.at(-1) : stops[0])!;
      element.style.setProperty('background-image', 'none', 'important');
      element.style.setProperty(
        'background-color',
        `rgba(${r}, ${g}, ${b}, ${alpha})`,
        'important',
      );
      flattened += 1;
    }
    return flattened;
  }, end);
}

/**
 * Every finding on the page at each width, in one visit (the layout follows the width as it
 * does for a reader who turns a tablet). Axe leaves text over a gradient as "needs review"
 * (it cannot tell which part of the gradient is behind each letter), and the Red section and
 * the book pages put text on gradients. Contrast only gets worse towards one end of a
 * gradient (the lightest end for light text, the darkest for dark text), so the contrast rule
 * runs again with each gradient painted as its lightest and then as its darkest stop.
 */
async function violations(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    findings.push(...(await analyze(page, `at ${viewport.width} px`)));
  }
  // A gradient painted as one colour is the same behind the text at every width: checked at
  // the last width only (the gradients are flattened in place, once per end).
  for (const end of ['lightest', 'darkest'] as const) {
    if ((await flattenGradients(page, end)) === 0) break;
    findings.push(...(await analyze(page, `(gradients at their ${end} stop)`, ['color-contrast'])));
  }
  return findings;
}

const WIDTHS = VIEWPORTS.map((viewport) => `${viewport.width}`).join(' and ');

test.describe(`axe at ${WIDTHS} px`, () => {
  for (const route of ROUTES) {
    test(`${route.path} has no violations`, async ({ browser }) => {
      const page = await openPage(browser, VIEWPORTS[0], route.path, route.h1);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('/red-archive with a poem dialog open has no violations', async ({ browser }) => {
    // The longest poem: if its text scrolls inside the dialog, that must be reachable by
    // keyboard too.
    const longest = [...readableEntries].sort((a, b) => b.lines.length - a.lines.length)[0];
    test.skip(!longest, 'the archive has no published entry');
    if (!longest) return;
    const page = await openPage(browser, VIEWPORTS[0], '/red-archive', redCopy.archive.heading);
    // Live first: before the section is, the link leads to the poem's page.
    await waitForSection(page);
    await page.getByRole('link', { name: longest.label, exact: true }).click();
    await expect(page.getByRole('dialog', { name: longest.label })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  for (const colorScheme of ['dark', 'light'] as const) {
    const named = colorScheme === 'dark' ? '' : ' in the light scheme';
    test(`/portfolio with a Read More dialog open has no violations${named}`, async ({
      browser,
    }) => {
      const page = await openPage(
        browser,
        VIEWPORTS[0],
        '/portfolio',
        portfolioCopy.title,
        colorScheme,
      );
      await page.getByRole('button', { name: `Read More about ${books[0]!.title}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

test.describe(`axe at ${WIDTHS} px, light scheme (a reader whose system is light)`, () => {
  for (const route of LIGHT_ROUTES) {
    test(`${route.path} has no violations in the light scheme`, async ({ browser }) => {
      const page = await openPage(browser, VIEWPORTS[0], route.path, route.h1, 'light');
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)).toBe(
        true,
      );
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

test.describe('prefers-reduced-motion: reduce', () => {
  const DECORATED = [
    { path: '/', h1: siteConfig.authorName, emoji: 6 },
    { path: '/red-page', h1: redCopy.redPage.heading, emoji: 8 },
  ] as const;

  for (const { path, h1, emoji } of DECORATED) {
    test(`${path}: no mouse trail; the ${emoji} emoji are shown, standing still`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
      await waitForApp(page);

      await page.mouse.move(200, 300);
      await page.mouse.move(600, 400, { steps: 10 });
      await expect(page.getByTestId('mouse-trail')).toHaveCount(0);
      await expect(page.locator('[data-trail-point]')).toHaveCount(0);

      const items = page.getByTestId('floating-emoji').locator('span');
      await expect(items).toHaveCount(emoji);
      for (const item of await items.all()) {
        await expect(item).toBeVisible();
        await expect(item).toHaveCSS('animation-name', 'none');
      }
      const layer = page.getByTestId('floating-emoji');
      expect(
        await layer.evaluate(
          (element) =>
            document.getAnimations().filter((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              return target instanceof Node && element.contains(target);
            }).length,
        ),
      ).toBe(0);
      // Nothing else on the page keeps moving either.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.getAnimations().filter((animation) => animation.playState === 'running')
                .length,
          ),
        )
        .toBe(0);
      await context.close();
    });
  }

  test('without the preference the trail follows the pointer and the emoji drift', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: siteConfig.authorName, exact: true }),
    ).toBeVisible();
    await waitForApp(page);
    await expect(page.getByTestId('mouse-trail')).toBeAttached();
    await page.mouse.move(200, 300);
    await page.mouse.move(600, 400, { steps: 10 });
    await expect(page.locator('[data-trail-point][data-active="true"]').first()).toBeAttached();
    await expect(page.getByTestId('floating-emoji').locator('span').first()).not.toHaveCSS(
      'animation-name',
      'none',
    );
    await context.close();
  });
});
