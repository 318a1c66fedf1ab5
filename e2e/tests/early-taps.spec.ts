import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectConsoleErrors } from '../support/console-errors';
import { aPost, publishedPosts } from '../support/blog';
import { LIKED_POST as TWO_READERS_POST, likeButton } from '../support/likes';
import { expectNotFoundLogged, withoutDocumentStatus } from '../support/not-found';
import { doorCopy, poemPath, readableEntries } from '../support/content';
import { pageIdle } from '../support/page-settled';

// A prerendered page shows its buttons before the app has taken them over. Whatever the
// reader taps before then must take effect exactly once (decision 006). Each case makes sure
// its tap meets a control the app has not taken over, and says so: with every script held
// back (nothing of the app has run), or for a section's control with only the section's
// code held back (the shell is live, the section's part of the page still plain HTML: the
// window a reader on a slow phone meets most). The tap is then released into the app. On a
// phone's screen and touch; the held scripts make the window, so the CPU and network are not
// slowed as well (that took the nine cases from 54 s to 125 s and proved nothing more). Taps after the
// take-over are every other browser test.
test.describe.configure({ timeout: 90_000 });

/** A post of the author's, another than the two-reader tests' when there is one. */
const LIKED_POST = (() => {
  const others = publishedPosts().filter((post) => post.route !== TWO_READERS_POST.path);
  const post = others[0] ?? aPost();
  return { path: post.route, id: post.postId };
})();

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** What hosting-policy/inline/early-taps.js exposes: whether it lets a tap on `element` through. */
interface EarlyTaps {
  isLive(element: Element): boolean;
}

/** What is held back until the tap: every script, or the section's only (its /remotes/ files). */
type Held = 'all' | 'section';
const HELD_SCRIPTS: Record<Held, RegExp> = {
  all: /\.js(\?|$)/,
  section: /\/remotes\/[^?]*\.js(\?|$)/,
};
const describeHeld = (held: Held): string =>
  held === 'all'
    ? "before any of the app's code has run"
    : 'while its section’s code is on its way';

/**
 * Opens `path` with the scripts `held` names held back, taps `control` and lets them go: the
 * tap surely meets the plain prerendered control (asserted), whatever the machine's speed.
 */
async function tapEarly(page: Page, path: string, control: Locator, held: Held) {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(HELD_SCRIPTS[held], async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  if (held === 'section') await waitForShell(page);
  // The script's own test: it holds a tap on this control.
  const early = await control.evaluate(
    (element) => !(window as unknown as { __earlyTaps?: EarlyTaps }).__earlyTaps?.isLive(element),
  );
  expect(early, 'the tap meets the plain prerendered control').toBe(true);
  // Generous: on a busy 2-core machine the browser can take seconds to acknowledge a touch
  // on a control it first scrolls to.
  await control.tap({ timeout: 15_000 });
  release();
}

/** The shell has taken over the page (its menu is live), its sections aside. */
async function waitForShell(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect
    .poll(
      () =>
        menu.evaluate((element) =>
          Boolean((window as unknown as { __earlyTaps?: EarlyTaps }).__earlyTaps?.isLive(element)),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function storedLikes(page: Page, postId: string): Promise<number> {
  const response = await page.request.get(`/api/likes/${postId}`);
  return ((await response.json()) as { count: number }).count;
}

test.describe('the like button', () => {
  // One post, one count: its taps run one after another, and while no other test likes.
  test.describe.configure({ mode: 'serial' });
  test.use({ countsLikes: true });
  for (const held of ['all', 'section'] as const) {
    test(`a like tapped ${describeHeld(held)} is stored once and shown`, async ({ browser }) => {
      const page = await phone(browser);
      const errors = collectConsoleErrors(page);
      const before = await storedLikes(page, LIKED_POST.id);
      await tapEarly(page, LIKED_POST.path, likeButton(page), held);
      await expect
        .poll(() => storedLikes(page, LIKED_POST.id), { timeout: 30_000 })
        .toBe(before + 1);
      await expect(likeButton(page)).toHaveAccessibleName(new RegExp(`, ${before + 1} likes?$`));
      // Once: nothing else arrives later (a tap replayed twice would).
      await pageIdle(page);
      await expect(likeButton(page)).toHaveAccessibleName(new RegExp(`, ${before + 1} likes?$`));
      expect(await storedLikes(page, LIKED_POST.id)).toBe(before + 1);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

/**
 * Taps the phone menu of `path` early and checks it opens and stays open (a tap replayed
 * twice would close it again).
 */
async function tapMenuEarly(browser: Browser, path: string) {
  const page = await phone(browser);
  const errors = collectConsoleErrors(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await tapEarly(page, path, toggle, 'all');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await pageIdle(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }),
  ).toBeVisible();
  return { page, errors };
}

test(`the phone menu tapped ${describeHeld('all')} opens, once`, async ({ browser }) => {
  const { page, errors } = await tapMenuEarly(browser, '/portfolio');
  expect(errors).toEqual([]);
  await page.context().close();
});

// The 404 page served for an unknown path is painted afresh, not hydrated: the tapped
// button is replaced, and the tap goes to its counterpart.
test(`the phone menu of a served 404 page tapped ${describeHeld('all')} opens, once`, async ({
  browser,
}) => {
  const { page, errors } = await tapMenuEarly(browser, '/no-such-page');
  await expectNotFoundLogged(errors, '/no-such-page');
  expect(withoutDocumentStatus(errors).filter((error) => !error.includes('/no-such-page'))).toEqual(
    [],
  );
  await page.context().close();
});

test(`the door tapped ${describeHeld('all')} answers`, async ({ browser }) => {
  const page = await phone(browser);
  const errors = collectConsoleErrors(page);
  // The door's answer shows for 3 s only, and on a busy machine the tap itself can take
  // seconds to return: the page records whether the answer ever appeared.
  await page.addInitScript(() => {
    const seen = window as unknown as { __doorAnswered?: boolean };
    new MutationObserver(() => {
      for (const status of document.querySelectorAll(
        '[aria-labelledby="next-era"] [role="status"]',
      )) {
        if (/\w/.test(status.textContent ?? '')) seen.__doorAnswered = true;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const door = page.getByRole('button', { name: doorCopy.buttonLabel, exact: true });
  await tapEarly(page, '/', door, 'all');
  await expect
    .poll(
      () => page.evaluate(() => (window as { __doorAnswered?: boolean }).__doorAnswered === true),
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(errors.filter((error) => !/Newsletter form is off/.test(error))).toEqual([]);
  await page.context().close();
});

for (const held of ['all', 'section'] as const) {
  test(`Read More tapped ${describeHeld(held)} opens its dialog`, async ({ browser }) => {
    const page = await phone(browser);
    const errors = collectConsoleErrors(page);
    const readMore = page.getByRole('button', { name: /^Read More/ }).first();
    await tapEarly(page, '/portfolio', readMore, held);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    await pageIdle(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // An entry is a link to its poem's page: before the app is live the browser follows it, as it
  // would without JavaScript (the early-taps script leaves links alone).
  test(`an archive entry tapped ${describeHeld(held)} opens its poem`, async ({ browser }) => {
    const [first] = readableEntries;
    test.skip(!first, 'the archive has no published entry');
    if (!first) return;
    const page = await phone(browser);
    const errors = collectConsoleErrors(page);
    const entry = page.getByRole('main').getByRole('link', { name: first.label, exact: true });
    await tapEarly(page, '/red-archive', entry, held);
    await expect(page).toHaveURL(new RegExp(`${poemPath(first)}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(first.lines[0]!);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
