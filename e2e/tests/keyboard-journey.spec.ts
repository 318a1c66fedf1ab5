import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { theme } from '../../shared/src/theme/theme';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForApp } from '../support/app-ready';
import { likeButton } from '../support/likes';
import { BLOG_COPY, aPost, categoryRoute } from '../support/blog';
import {
  doorCopy,
  heroActions,
  portfolioCopy,
  readableEntries,
  redCopy,
  siteConfig,
} from '../support/content';

// A reader with a keyboard and no mouse: every step below uses page.keyboard only
// (page.goto stands for typing the address), and every element that takes focus on the
// way must show where focus is.

const FOCUS_RGB = [1, 3, 5].map((start) => parseInt(theme.color.focus.slice(start, start + 2), 16));

interface FocusReport {
  /** What has focus, for failure messages. */
  element: string;
  /** The visible indicator found ('outline 3px solid', 'box-shadow'), or null. */
  indicator: string | null;
  /** Contrast of the indicator against each colour behind it (every stop of a gradient). */
  contrasts: number[];
  /** True when something else lies on top of it (the fixed top bar) or it is off screen. */
  obscured: boolean;
}

/**
 * Where focus is and how it shows: an outline of at least 2 px or a ring (box-shadow) in the
 * theme's focus colour, on the element itself or, for links whose whole card is the target,
 * on the card around it; and the colours behind that indicator (WCAG 1.4.11 asks for 3:1).
 */
function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate((focus) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const isFocusColour = (colour: string) => channels(colour).slice(0, 3).join() === focus.join();

    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { element: 'nothing', indicator: null, contrasts: [], obscured: true };
    }
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const described = `<${element.tagName.toLowerCase()}> "${name.slice(0, 50)}"`;

    let holder: HTMLElement | null = null;
    let indicator: string | null = null;
    for (let node: HTMLElement | null = element, depth = 0; node && depth < 4; depth += 1) {
      const style = getComputedStyle(node);
      if (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2 &&
        isFocusColour(style.outlineColor)
      ) {
        indicator = `outline ${style.outlineWidth} ${style.outlineStyle}`;
      } else if (style.boxShadow.includes(`rgb(${focus.join(', ')})`)) {
        indicator = 'box-shadow';
      }
      if (indicator) {
        holder = node;
        break;
      }
      node = node.parentElement;
    }

    // The colours the indicator is drawn on: an outline outside the box lies on the parent's
    // background, one inside (negative offset) on the element's own.
    const contrasts: number[] = [];
    if (holder) {
      const inside = parseFloat(getComputedStyle(holder).outlineOffset) < 0;
      for (let node = inside ? holder : holder.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const gradient = style.backgroundImage.includes('gradient(')
          ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [])
          : [];
        const colours = [...gradient, style.backgroundColor]
          .map(channels)
          .filter((rgba) => rgba.length === 3 || rgba[3] !== 0);
        if (colours.length === 0) continue;
        for (const colour of colours) contrasts.push(contrast(focus, colour));
        break;
      }
      if (contrasts.length === 0) contrasts.push(contrast(focus, [0, 0, 0]));
    }

    // Nothing covers it (the fixed top bar, above all): the element itself is what lies on
    // top at its centre and, for controls, just inside its top edge (mid-way: corners may
    // be rounded off).
    const box = element.getBoundingClientRect();
    const probes: [number, number][] = [[box.left + box.width / 2, box.top + box.height / 2]];
    if (box.height < innerHeight / 2) {
      probes.push([box.left + box.width / 2, box.top + 3]);
    }
    const obscured = probes.some(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return !top || !(top === element || element.contains(top));
    });
    return { element: described, indicator, contrasts, obscured };
  }, FOCUS_RGB);
}

/** Focus is on something, it shows, it stands out from what is behind it, nothing hides it. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const report = await focusReport(page);
  expect(report.indicator, `focus indicator on ${report.element}`).not.toBeNull();
  expect(
    Math.min(...report.contrasts),
    `focus indicator contrast on ${report.element}`,
  ).toBeGreaterThanOrEqual(3);
  expect(report.obscured, `${report.element} is covered or off screen`).toBe(false);
}

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus at every stop. */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 80 } = {},
): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(`could not reach ${target.toString()} with the keyboard`);
}

/** The page's section has rendered and the shell has taken over the prerendered HTML. */
async function arrived(page: Page, path: string, h1: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
  await waitForApp(page);
}

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

test.describe(() => {
  // It counts the likes it taps: while no other test likes.
  test.use({ countsLikes: true });

  test('a keyboard-only reader goes through the whole site', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await arrived(page, '/', siteConfig.authorName);

    await test.step('the skip link is the first stop and lands in the main content', async () => {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next stop is the page's own first link, not the navigation.
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('main').getByRole('link', { name: heroActions[0].label, exact: true }),
      ).toBeFocused();
      await expectVisibleFocus(page);
    });

    await test.step("back through the navigation to 'The Red Chapter'", async () => {
      await tabTo(page, navLink(page, 'The Red Chapter'), { backwards: true });
      await page.keyboard.press('Enter');
      await arrived(page, '/red-page', redCopy.redPage.heading);
    });

    await test.step('on to the archive', async () => {
      await tabTo(page, page.getByRole('link', { name: redCopy.redPage.archiveLink, exact: true }));
      await page.keyboard.press('Enter');
      await arrived(page, '/red-archive', redCopy.archive.heading);
    });

    // The last readable entry: the way back up to the navigation then scrolls the list.
    const lastReadable = readableEntries.at(-1);
    if (lastReadable) {
      await test.step('a poem opens, keeps Tab inside, and Escape returns to its title', async () => {
        const trigger = page.getByRole('link', { name: lastReadable.label, exact: true });
        await tabTo(page, trigger);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: lastReadable.label });
        await expect(dialog).toBeVisible();
        for (let press = 0; press < 6; press += 1) {
          await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
          expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
            true,
          );
          await expectVisibleFocus(page);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        await expectVisibleFocus(page);
      });
    }

    await test.step('to a blog post through the navigation and the cards, and like it', async () => {
      await tabTo(page, navLink(page, 'Blog'), { backwards: true });
      await page.keyboard.press('Enter');
      await arrived(page, '/blog', BLOG_COPY.hub.heading);

      // The newest post of a list, as the author has published them (support/blog.ts).
      const post = aPost((candidate) => !candidate.newer);
      const list = post.category;
      const escaped = list.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await tabTo(
        page,
        page.getByRole('main').getByRole('link', { name: new RegExp(`^${escaped}`) }),
      );
      await page.keyboard.press('Enter');
      await arrived(page, categoryRoute(list), list.title);

      await tabTo(page, page.getByRole('link', { name: post.cardTitle, exact: true }));
      await page.keyboard.press('Enter');
      await arrived(page, post.route, post.title);

      const like = likeButton(page);
      // The count shown is the live one (none is shown while connecting).
      await expect(like).toHaveAttribute('data-status', 'live');
      const count = async () => Number((await like.textContent())?.match(/(\d+)/)?.[1]);
      await tabTo(page, like);
      const before = await count();
      await page.keyboard.press('Enter');
      await expect.poll(count).toBe(before + 1);
      await page.keyboard.press('Space');
      await expect.poll(count).toBe(before + 2);
      await expect(like).toBeFocused();
    });

    await test.step('home, where Enter on the door shows its message to everyone', async () => {
      await tabTo(page, navLink(page, 'Home'), { backwards: true });
      await page.keyboard.press('Enter');
      await arrived(page, '/', siteConfig.authorName);

      // Announced: the message appears in a polite live region that was already in the page.
      const live = page
        .getByRole('region', { name: doorCopy.caption, exact: true })
        .getByRole('status');
      await expect(live).toHaveAttribute('aria-live', 'polite');
      await expect(live).toBeEmpty();
      await tabTo(page, page.getByRole('button', { name: doorCopy.buttonLabel, exact: true }));
      await page.keyboard.press('Enter');
      await expect(live).toHaveText(doorCopy.message);
    });

    expect(errors).toEqual([]);
  });
});

test('on a phone the menu opens from the keyboard and closes on choice', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await arrived(page, '/', siteConfig.authorName);

  const menu = page.getByRole('button', { name: 'Menu' });
  const portfolio = navLink(page, 'Portfolio');
  await expect(portfolio).toBeHidden();

  await tabTo(page, menu);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(portfolio).toBeVisible();

  await tabTo(page, portfolio);
  await page.keyboard.press('Enter');
  await arrived(page, '/portfolio', portfolioCopy.title);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const chosen = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Portfolio', exact: true, includeHidden: true });
  await expect(chosen).toBeHidden();
  await expect(chosen).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});
