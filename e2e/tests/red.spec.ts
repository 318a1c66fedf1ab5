import { type Locator } from '@playwright/test';
import { test as base, expect } from '../support/test';
import { collectConsoleErrors } from '../support/console-errors';
import { tabTo } from '../support/keyboard';
import { expectNotFoundLogged, NOT_FOUND_LOG, withoutDocumentStatus } from '../support/not-found';

const RED_EMOJI = ['🌹', '💋', '🩸', '❤️', '🔥'];
const BACK = '← Back to The Red Chapter';

const focusIsInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/** Console errors and uncaught exceptions of the test's page: red pages must have none. */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    await provide(collectConsoleErrors(page));
  },
});

test.describe('/red-page', () => {
  test('the heading, three books with both links, five themes and the archive link', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/red-page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'And suddenly everything was RED' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^The Red Chapter \| /);

    const books = page.getByRole('article');
    await expect(books).toHaveCount(3);
    const expected = [
      ['Huntress of the Gloom: Lost Lands of Elysia', 'huntress'],
      ['The Letters I Never Sent', 'letters'],
      ['The Murder Exchange', 'murder-exchange'],
    ] as const;
    for (const [index, [title, slug]] of expected.entries()) {
      const book = books.nth(index);
      await expect(book.getByRole('heading', { level: 3 })).toHaveText(title);
      const image = book.getByRole('img');
      await expect(image).toHaveAttribute('alt', /.{20,}/);
      // The book's own cover (shared/content/books.ts), as on / and /portfolio.
      await expect(image).toHaveAttribute('width', '400');
      await expect(image).toHaveAttribute('height', '600');
      await expect(book.getByRole('link', { name: 'Grab Your Copy' })).toHaveAttribute(
        'href',
        `/book/${slug}`,
      );
      await expect(book.getByRole('link', { name: 'Exclusive Content' })).toHaveAttribute(
        'href',
        `/red-archive/${slug}`,
      );
      await expect(book.getByRole('link', { name: 'Grab Your Copy' })).toHaveAccessibleDescription(
        title,
      );
    }

    for (const theme of ['murder', 'rage', 'risk', 'love', 'ruin']) {
      await expect(page.locator(`a[href="/red-archive/${theme}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('link', { name: 'Enter the Red Archive' })).toHaveAttribute(
      'href',
      '/red-archive',
    );

    await page.getByRole('link', { name: 'Enter the Red Archive' }).click();
    await expect(page).toHaveURL(/\/red-archive$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Red Archive – from the diary' }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('eight decorative emoji, hidden from assistive technology', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/red-page');
    const layer = page.getByTestId('floating-emoji');
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    const items = layer.locator('span');
    await expect(items).toHaveCount(8);
    for (const text of await items.allTextContents()) expect(RED_EMOJI).toContain(text);
    // Nothing of the layer reaches the accessibility tree.
    const snapshot = await page.locator('main').ariaSnapshot();
    for (const emoji of RED_EMOJI) expect(snapshot).not.toContain(emoji);
    expect(consoleErrors).toEqual([]);
  });

  test('under reduced motion the emoji stay, standing still', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const pageErrors = collectConsoleErrors(page);
    await page.goto('/red-page');
    const items = page.getByTestId('floating-emoji').locator('span');
    await expect(items).toHaveCount(8);
    const names = await items.evaluateAll((spans) =>
      spans.map((span) => getComputedStyle(span).animationName),
    );
    expect(names).toEqual(Array(8).fill('none'));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

test.describe('/red-archive', () => {
  test('fifteen readable entries, thirteen locked ones and the footer', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/red-archive');
    await expect(page).toHaveTitle(/^Red Archive \| /);
    const entries = page.getByRole('button', { name: /^Entry #\d{3} - / });
    await expect(entries).toHaveCount(15);
    await expect(entries.first()).toHaveText('Entry #001 - Velvet Teeth');
    await expect(entries.last()).toHaveText(/^Entry #015 - /);
    for (let number = 16; number <= 28; number += 1) {
      await expect(page.getByText(`Entry #0${number} - [Locked]`, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('More entries are coming soon.')).toBeVisible();
    await expect(page.getByRole('link', { name: BACK })).toHaveAttribute('href', '/red-page');
    expect(consoleErrors).toEqual([]);
  });

  test('a poem opens and closes with the keyboard alone, focus kept inside', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/red-archive');
    const trigger = page.getByRole('button', { name: 'Entry #001 - Velvet Teeth' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Entry #001 - Velvet Teeth' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('They told me love would come in gentle,');
    await expect(dialog).toContainText('If this is love, let it leave a scar.');
    expect(await focusIsInside(dialog)).toBe(true);
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(dialog)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // The close button works too, and also hands focus back.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('a poem that cannot be fetched says so in its dialog, and Try again fetches it', async ({
    page,
    consoleErrors,
  }) => {
    // Poems are fetched once the page is idle (and when an entry is pointed at or opened).
    let offline = true;
    await page.route(/\/archive-\d+\.[\w]+\.js$/, async (route) => {
      if (offline) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/red-archive');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Entry #002 - The Night I Buried My Softness' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText('This entry could not be opened.');

    offline = false;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.locator('p > span').first()).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // The failed fetch was logged once, by the boundary that showed it (and the browser's own
    // network error); nothing else went wrong.
    expect(consoleErrors.filter((error) => !/archive-\d{3}|failed to load/i.test(error))).toEqual(
      [],
    );
    consoleErrors.length = 0;
  });

  test('a long poem scrolls inside a dialog at most 80% of the viewport high', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    await page.goto('/red-archive');
    await page.getByRole('button', { name: /^Entry #010 - / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The poem is fetched when its entry opens: measured once its lines are in.
    await expect(dialog.getByText('Opening the entry…')).toHaveCount(0);
    await expect(dialog.locator('p > span').first()).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(560 * 0.8 + 1);
    const scrolls = await dialog.evaluate((element) =>
      Array.from(element.querySelectorAll('*')).some(
        (child) =>
          child.scrollHeight > child.clientHeight + 1 &&
          getComputedStyle(child).overflowY === 'auto',
      ),
    );
    expect(scrolls).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('locked entries refuse the mouse and the keyboard', async ({ page, consoleErrors }) => {
    await page.goto('/red-archive');
    const locked = page.getByText('Entry #016 - [Locked]', { exact: true });
    await expect(page.getByRole('button', { name: /\[Locked\]/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /\[Locked\]/ })).toHaveCount(0);

    await locked.click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // From the last readable entry, Tab moves past all thirteen locked rows.
    const lastReadable = page.getByRole('button', { name: /^Entry #015 - / });
    await tabTo(page, lastReadable);
    await page.keyboard.press('Tab');
    const focusedText = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focusedText).not.toMatch(/\[Locked\]/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();

    const focusableInLocked = await page
      .locator('li', { hasText: '[Locked]' })
      .evaluateAll(
        (items) =>
          items.filter((item) => item.querySelector('button, a, input, [tabindex]')).length,
      );
    expect(focusableInLocked).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the books’ exclusive rooms', () => {
  test('/red-archive/huntress: four characters and a map in the world-building notes', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/red-archive/huntress');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Huntress of the Gloom: Lost Lands of Elysia' }),
    ).toBeVisible();
    const characters = page.getByRole('region', { name: 'Characters' }).getByRole('article');
    await expect(characters).toHaveCount(4);
    for (const character of await characters.all()) {
      await expect(character.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(character.locator('p')).toHaveCount(2);
    }
    const notes = page.getByRole('region', { name: 'World-building notes' });
    const map = notes.getByRole('img', { name: /^Map of Elysia/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('width', '800');
    await expect(map).toHaveAttribute('height', '560');
    await expect
      .poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(800);
    await expect(page.getByRole('link', { name: BACK })).toHaveAttribute('href', '/red-page');
    expect(consoleErrors).toEqual([]);
  });

  const rooms = [
    [
      '/red-archive/letters',
      'The Letters I Never Sent',
      ['Unreleased Poems', 'The Stories Behind the Words'],
    ],
    ['/red-archive/murder-exchange', 'The Murder Exchange', ['Alternate Endings', 'Case Files']],
  ] as const;
  for (const [path, title, placeholders] of rooms) {
    test(`${path}: ${placeholders.join(' and ')}, both coming soon`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      for (const placeholder of placeholders) {
        const card = page.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 2, name: placeholder }),
        });
        await expect(card).toContainText(/coming soon/i);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('/red-archive/{theme}', () => {
  test('murder holds placeholders for blackout poetry and monologues', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/red-archive/murder');
    await expect(page.getByRole('heading', { level: 1, name: 'Murder' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Blackout Poetry' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Monologues' })).toBeVisible();
    await expect(page.getByText(/^Coming soon/).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const [theme, title] of [
    ['rage', 'Rage'],
    ['risk', 'Risk'],
    ['love', 'Love'],
    ['ruin', 'Ruin'],
  ] as const) {
    test(`${theme}: title, subtitle and coming soon`, async ({ page, consoleErrors }) => {
      await page.goto('/red-page');
      await page.locator(`a[href="/red-archive/${theme}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/red-archive/${theme}$`));
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} – Red Archive \\| `));
      // The subtitle is the paragraph right after the title.
      await expect(heading.locator('xpath=following-sibling::p[1]')).not.toBeEmpty();
      await expect(page.getByText(/^Coming soon/)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('any other theme shows Theme Not Found with a way back', async ({ page, consoleErrors }) => {
    // Not a page of the site: a real 404 (no prerendered file), with the section's own message.
    const response = await page.goto('/red-archive/lust');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Theme Not Found' })).toBeVisible();
    await page.getByRole('link', { name: BACK }).click();
    await expect(page).toHaveURL(/\/red-page$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'And suddenly everything was RED' }),
    ).toBeVisible();
    expect(withoutDocumentStatus(consoleErrors)).toEqual([]);
  });

  test('a path deeper than a theme reaches the shell’s 404', async ({ page, consoleErrors }) => {
    const response = await page.goto('/red-archive/rage/x');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNotFoundLogged(consoleErrors, '/red-archive/rage/x');
    // The one expected console line (besides the document's status): the shell's 404 log.
    const logged = withoutDocumentStatus(consoleErrors);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(NOT_FOUND_LOG);
    expect(logged[0]).toContain('/red-archive/rage/x');
  });
});
