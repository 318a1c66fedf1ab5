import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForApp } from '../support/app-ready';
import { collectConsoleErrors } from '../support/console-errors';
import { expectNotFoundLogged } from '../support/not-found';
import { heroActions, portfolioCopy, redCopy, siteConfig } from '../support/content';

const exploreBlog = heroActions[0].label;

test.describe('composition and routing', () => {
  const deepLinks = [
    { path: '/blog', heading: 'The Blog' },
    { path: '/red-page', heading: redCopy.redPage.heading },
    { path: '/portfolio', heading: portfolioCopy.title },
  ];

  for (const { path, heading } of deepLinks) {
    test(`deep link ${path} loads its remote inside the shell`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${siteConfig.copyrightYear}`);
      expect(errors).toEqual([]);
    });
  }

  for (const path of [
    '/blog/no-such-post',
    '/red-archive/rage/deeper/still',
    '/book/no-such-book',
    '/nowhere',
  ]) {
    test(`unknown path ${path} reaches the shell's 404`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expectNotFoundLogged(errors, path);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  for (const path of ['/nowhere', '/blog/no-such-post']) {
    test(`the served 404 page at ${path} stays on screen until React's own replaces it`, async ({
      page,
    }) => {
      // Records, from the moment the served page is parsed, every stretch in which its
      // heading or its title is missing (React paints this page afresh over the served one).
      await page.addInitScript(() => {
        const gaps: string[] = [];
        (window as unknown as { notFoundGaps: string[] }).notFoundGaps = gaps;
        let missingSince: number | null = null;
        const check = () => {
          const missing = !document.querySelector('h1') || !document.title;
          if (missing && missingSince === null) missingSince = performance.now();
          if (!missing && missingSince !== null) {
            gaps.push(`${Math.round(performance.now() - missingSince)} ms`);
            missingSince = null;
          }
        };
        document.addEventListener('DOMContentLoaded', () => {
          check();
          new MutationObserver(check).observe(document, {
            subtree: true,
            childList: true,
            characterData: true,
          });
        });
      });
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(/^Page not found/);
      expect(
        await page.evaluate(() => (window as unknown as { notFoundGaps: string[] }).notFoundGaps),
      ).toEqual([]);
    });
  }

  test('the home page renders with no console errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: exploreBlog, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('React and React DOM are loaded once, however many remotes the reader visits', async ({
    page,
  }) => {
    // Signatures of the minified builds: React core's useTransition export, and the
    // renderer name only react-dom's client carries.
    const reactCore = /\.useTransition=function\(\)\{return [\w$]+\.H\.useTransition\(\)\}/;
    const reactDom = 'rendererPackageName:"react-dom"';
    const seen = { core: new Set<string>(), dom: new Set<string>() };
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      bodies.push(
        response.text().then(
          (body) => {
            if (reactCore.test(body)) seen.core.add(response.url());
            if (body.includes(reactDom)) seen.dom.add(response.url());
          },
          () => undefined,
        ),
      );
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Blog', 'The Red Chapter', 'Portfolio', 'Achievements']) {
      await nav.getByRole('link', { name: link }).click();
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(bodies);
    expect([...seen.core]).toHaveLength(1);
    expect([...seen.dom]).toHaveLength(1);
  });
});

test.describe('navigation bar', () => {
  test('highlights the current section and marks it aria-current', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Blog' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('is a toggle menu at 390 px that closes when an item is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Achievements' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Achievements' }).click();
    await expect(page).toHaveURL(/\/achievements$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Achievements' })).toBeHidden();
  });

  test('the menu closes with Escape and works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  // From 960 px up the six items stand in one row inside the 64 px bar (it wrapped at
  // 960-979 px once: two-line items, 68 px tall; the name wrapped at 900-920 px); below it
  // they go behind the menu button.
  for (const width of [960, 979, 1024, 1240, 1280]) {
    test(`is one row inside its bar at ${width} px, with no menu button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
      const layout = await page.evaluate(() => {
        const bar = document.querySelector('header')!.getBoundingClientRect();
        const items = [...document.querySelectorAll('nav[aria-label="Main"] li')].map((item) =>
          item.getBoundingClientRect(),
        );
        return {
          bar: { top: bar.top, bottom: bar.bottom, height: bar.height },
          items: items.map(({ top, bottom, right, height }) => ({ top, bottom, right, height })),
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      expect(layout.bar.height).toBe(64);
      expect(layout.items).toHaveLength(6);
      expect(new Set(layout.items.map((item) => Math.round(item.top))).size).toBe(1);
      for (const item of layout.items) {
        // One line each (a 44 px target), inside the bar, inside the window.
        expect(item.height).toBeLessThanOrEqual(48);
        expect(item.top).toBeGreaterThanOrEqual(layout.bar.top);
        expect(item.bottom).toBeLessThanOrEqual(layout.bar.bottom);
        expect(item.right).toBeLessThanOrEqual(width);
      }
      expect(layout.pageWidth).toBeLessThanOrEqual(width);
    });
  }

  test('is behind its menu button just below 960 px', async ({ page }) => {
    await page.setViewportSize({ width: 959, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Achievements' })).toBeHidden();
  });
});

// Issue 44: the name wrapped to two lines at 900-920 px (and on phones), and the bar then
// overflowed its 64 px. Checked with the site's fonts and with wider ones a reader may get
// instead (a fallback serif, a monospace font): one row, one line for the name, nothing
// outside the window, at every width from a small phone's to a wide desktop's.
test.describe('the header with any font', () => {
  for (const font of [null, 'DejaVu Serif', 'DejaVu Sans Mono']) {
    test(`is one row inside 64 px from 320 to 1440 px, the name on one line (${font ?? "the site's fonts"})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/blog');
      await waitForApp(page);
      if (font) await page.addStyleTag({ content: `* { font-family: '${font}' !important; }` });
      const faults: string[] = [];
      for (let width = 320; width <= 1440; width += 10) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(() => {
          const header = document.querySelector('header')!;
          const nav = header.querySelector('nav')!;
          const name = nav.querySelector('a')!;
          const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
          const shown = [...nav.children].filter(
            (child) => child.getBoundingClientRect().width > 0,
          );
          const tops = shown.map((child) => child.getBoundingClientRect());
          return {
            height: header.getBoundingClientRect().height,
            nameLines: Math.round(name.getBoundingClientRect().height / lineHeight),
            overflow: nav.scrollWidth - nav.clientWidth,
            right: Math.max(...tops.map((box) => box.right)),
            outsideBar: tops.some((box) => box.top < 0 || box.bottom > 64),
          };
        });
        if (
          layout.height !== 64 ||
          layout.nameLines !== 1 ||
          layout.overflow > 1 ||
          layout.right > width ||
          layout.outsideBar
        ) {
          faults.push(`${width} px: ${JSON.stringify(layout)}`);
        }
      }
      expect(faults).toEqual([]);
    });
  }
});

/**
 * Opens `from` and checks it fetched none of a page's code (`isCode`); then points at the
 * main nav's `link`, waits for `awaited` to be requested (the intent started the load) and
 * follows the link to the page titled `heading`.
 */
async function expectCodeLoadedOnIntent(
  page: Page,
  options: {
    from: string;
    link: string;
    isCode: (url: string) => boolean;
    awaited: (url: string) => boolean;
    heading: string;
  },
) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const code: string[] = [];
  page.on('request', (request) => {
    if (options.isCode(request.url())) code.push(request.url());
  });
  await page.goto(options.from);
  await waitForApp(page);
  expect(code).toEqual([]);

  const navLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: options.link,
  });
  const requested = page.waitForRequest((request) => options.awaited(request.url()));
  await navLink.hover();
  await requested;
  await navLink.click();
  await expect(page.getByRole('heading', { level: 1, name: options.heading })).toBeVisible();
}

const HOME_CHUNK = /\/static\/js\/page-home\.[0-9a-f]+\.js$/;

test.describe('page code prefetched on intent, page chunks preloaded', () => {
  test("pointing at a link into a section starts loading that section's code", async ({ page }) => {
    // From a page that uses nothing of the blog (the home page shows its newest post: it
    // fetches the blog's entry at idle, decision 016).
    await expectCodeLoadedOnIntent(page, {
      from: '/portfolio',
      link: 'Blog',
      isCode: (url) => url.includes('/remotes/blog/'),
      awaited: (url) => url.endsWith('/remotes/blog/remoteEntry.js'),
      heading: 'The Blog',
    });
  });

  test('a section page carries no home page code; pointing at Home starts loading it', async ({
    page,
  }) => {
    await expectCodeLoadedOnIntent(page, {
      from: '/red-page',
      link: 'Home',
      isCode: (url) => HOME_CHUNK.test(url),
      awaited: (url) => HOME_CHUNK.test(url),
      heading: siteConfig.authorName,
    });
  });

  test("the prerendered home page preloads its own chunk, which is this build's", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const preload =
      /<link data-prerendered="" rel="preload" href="(\/static\/js\/page-home\.[0-9a-f]+\.js)" as="script">/.exec(
        html,
      );
    const chunk = preload?.[1];
    if (!chunk) throw new Error('no preload of the page-home chunk in the head of /');
    const loaded = page.waitForRequest((r) => r.url().endsWith(chunk));
    await page.goto('/');
    await loaded;
    await waitForApp(page);
    expect((await request.get(chunk)).status()).toBe(200);
  });
});

test.describe('scroll position', () => {
  test('a new page starts at the top; Back returns to where the reader was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/red-archive');
    await waitForApp(page);
    // 900 px down, or as far as the author's archive goes.
    const target = await page.evaluate(() =>
      Math.min(900, document.documentElement.scrollHeight - window.innerHeight),
    );
    expect(target).toBeGreaterThan(0);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: redCopy.archive.heading }),
    ).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);

    // And after a reload of that entry too.
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
  });
});

/** A trail point's lifetime (TRAIL_LIFETIME_MS, shell/src/layout/trail-points.ts). */
const TRAIL_LIFETIME_MS = 1200;

/** What the trail test records in the page, on the page's clock. */
interface TrailRecord {
  moves: number[];
  frames: number[];
  /** When the last active point went out (0: not yet). */
  allGoneAt: number;
}

test.describe('mouse trail', () => {
  test('keeps at most 26 points, each gone 1.2 s after it was made, and never takes a click', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // Decoration loads after the page is idle, where there is a hovering pointer.
    const layer = page.getByTestId('mouse-trail');
    await expect(layer).toBeAttached();
    // Every pointer move, every animation frame, and when the last active point went out.
    // Bounds counted in frames hold on a slow or busy machine; milliseconds would not.
    await layer.evaluate((trail) => {
      const record: TrailRecord = { moves: [], frames: [], allGoneAt: 0 };
      Object.assign(window, { trailRecord: record });
      const onMove = () => record.moves.push(performance.now());
      window.addEventListener('pointermove', onMove, { capture: true });
      const onFrame = () => {
        record.frames.push(performance.now());
        requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
      new MutationObserver(() => {
        if (!trail.querySelector('[data-active="true"]')) record.allGoneAt = performance.now();
      }).observe(trail, { subtree: true, attributeFilter: ['data-active'] });
    });
    const readRecord = () => (window as unknown as { trailRecord: TrailRecord }).trailRecord;

    // Down the page's left margin: the trail leaves no point over words or controls.
    for (let i = 0; i < 60; i += 1) await page.mouse.move(30 + (i % 5) * 8, 150 + i * 8);
    const active = page.locator('[data-trail-point][data-active="true"]');
    const count = await active.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(26);
    await expect(page.locator('[data-trail-point]')).toHaveCount(26);
    const pointerEvents = await layer.evaluate((trail) => getComputedStyle(trail).pointerEvents);
    expect(pointerEvents).toBe('none');

    await page.waitForFunction(() => {
      const record = (window as unknown as { trailRecord: TrailRecord }).trailRecord;
      return record.allGoneAt > (record.moves.at(-1) ?? Infinity);
    });
    const { moves, frames, allGoneAt } = await page.evaluate(readRecord);
    const expiry = (moves.at(-1) ?? 0) + TRAIL_LIFETIME_MS;
    // Not before: the newest point stayed until its lifetime was up.
    expect(allGoneAt).toBeGreaterThanOrEqual(expiry);
    // Not after: it went out in the first or second frame past its lifetime (a trail that
    // lingered would show many frames here).
    const framesPastLifetime = frames.filter((time) => time > expiry && time <= allGoneAt + 1);
    expect(framesPastLifetime.length).toBeLessThanOrEqual(2);
    await expect(active).toHaveCount(0);
    // A click where the trail just was still reaches the link under it.
    await page.getByRole('link', { name: exploreBlog, exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a phone (touch, no hovering pointer) never loads the trail', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await waitForApp(page);
    // Past the first idle moment, when a desktop browser loads it.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
    );
    await expect(page.getByTestId('mouse-trail')).toHaveCount(0);
    const trailCode = await Promise.all(
      scripts.map(async (url) =>
        (await (await page.request.get(url)).text()).includes('data-trail-point'),
      ),
    );
    expect(trailCode).not.toContain(true);
    await context.close();
  });

  test('is off under prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 300);
    await expect(page.getByTestId('mouse-trail')).toHaveCount(0);
    await context.close();
  });
});
