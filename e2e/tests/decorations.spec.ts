import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForApp } from '../support/app-ready';
import { pageIdle } from '../support/page-settled';

// Decorations never cover words: the floating emoji keep to the pages' margins,
// clear of every line of text and every card, at phone and desktop widths; the desktop
// mouse trail leaves no glow on words or controls.

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  what: string;
}

/** How far an emoji drifts up (its animation) and tilts (±6°) from where it rests. */
const DRIFT_UP_PX = 18;
const TILT_SPREAD = 0.06;

/**
 * The page's floating emoji, each as the box it sweeps while drifting, and the boxes of
 * everything they must keep clear of: every line of text and every card (anything with a
 * surface, an edge or a picture) in the page's main content. Page coordinates.
 */
function decorationsAndContent(page: Page) {
  return page.evaluate(
    ({ driftUp, tiltSpread }) => {
      const layer = document.querySelector('[data-testid="floating-emoji"]');
      const box = (rect: DOMRect, what: string) => ({
        left: rect.left + scrollX,
        right: rect.right + scrollX,
        top: rect.top + scrollY,
        bottom: rect.bottom + scrollY,
        what,
      });
      const emoji = Array.from(layer?.children ?? [], (item) => {
        const rest = box(item.getBoundingClientRect(), item.textContent ?? '');
        const spread = (rest.right - rest.left) * tiltSpread;
        return {
          ...rest,
          left: rest.left - spread,
          right: rest.right + spread,
          top: rest.top - driftUp - spread,
          bottom: rest.bottom + spread,
        };
      });
      const main = document.querySelector('main');
      const content = [];
      const walker = document.createTreeWalker(main!, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || layer?.contains(node)) continue;
        const parent = node.parentElement;
        if (!parent || parent.closest('.visually-hidden')) continue;
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          content.push(box(rect, `text "${node.textContent.trim().slice(0, 30)}"`));
        }
      }
      for (const element of Array.from(main!.querySelectorAll('*'))) {
        // The page's own frame and band hold the decorations: they are not cards.
        if (layer && (element.contains(layer) || layer.contains(element))) continue;
        const style = getComputedStyle(element);
        const surface =
          (style.backgroundColor !== 'rgba(0, 0, 0, 0)' &&
            style.backgroundColor !== 'transparent') ||
          style.backgroundImage !== 'none' ||
          parseFloat(style.borderTopWidth) > 0 ||
          element instanceof HTMLImageElement;
        const rect = element.getBoundingClientRect();
        if (surface && rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden') {
          content.push(box(rect, `${element.tagName.toLowerCase()}.${element.className}`));
        }
      }
      return { emoji, content };
    },
    { driftUp: DRIFT_UP_PX, tiltSpread: TILT_SPREAD },
  );
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Everything the page loads as the reader scrolls (the home page's showcase) is there. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await pageIdle(page);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    // Emoji at rest (no animation), their drift added to their boxes by hand.
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    for (const path of ['/', '/red-page']) {
      test(`${path}: no floating emoji touches words or a card`, async ({ page }) => {
        await page.goto(path);
        await waitForApp(page);
        await scrollThrough(page);
        const { emoji, content } = await decorationsAndContent(page);
        expect(emoji.length).toBeGreaterThan(0);
        const touching = emoji.flatMap((item) =>
          content
            .filter((thing) => overlap(item, thing))
            .map((thing) => `${item.what} on ${thing.what}`),
        );
        expect(touching).toEqual([]);
        // And each is in sight: inside the page, not pushed off its edges (a tilt aside).
        for (const item of emoji) {
          expect(item.left).toBeGreaterThanOrEqual(-3);
          expect(item.right).toBeLessThanOrEqual(width + 3);
        }
      });
    }
  });
}

test('the mouse trail glows in the margins, never on words or controls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  const layer = page.getByTestId('mouse-trail');
  await expect(layer).toBeAttached();
  // Whether any point has shown since the last reset, whenever it went out again.
  await layer.evaluate((trail) => {
    const seen = { lit: false };
    Object.assign(window, { trailSeen: seen });
    new MutationObserver(() => {
      if (trail.querySelector('[data-active="true"]')) seen.lit = true;
    }).observe(trail, { subtree: true, attributeFilter: ['data-active'] });
  });
  const lit = () =>
    page.evaluate(() => (window as unknown as { trailSeen: { lit: boolean } }).trailSeen.lit);
  const nextFrames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );

  // Across the hero's words (the h1's line of text, not its box) and its buttons: no point.
  const heading = await page.locator('main h1').evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
  const button = await page.getByRole('main').getByRole('link').first().boundingBox();
  if (!button) throw new Error('the hero is not on screen');
  for (let step = 0; step <= 10; step += 1) {
    await page.mouse.move(heading.x + (heading.width * step) / 10, heading.y + heading.height / 2);
  }
  for (let step = 0; step <= 5; step += 1) {
    await page.mouse.move(button.x + (button.width * step) / 5, button.y + button.height / 2);
  }
  await nextFrames();
  expect(await lit()).toBe(false);

  // In the page's margin, it follows the pointer.
  for (let step = 0; step < 10; step += 1) await page.mouse.move(40, 200 + step * 20);
  await expect.poll(lit).toBe(true);
});
