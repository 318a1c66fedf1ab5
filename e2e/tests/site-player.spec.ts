import { type Page } from '@playwright/test';
import { waitForSection } from '../support/app-ready';
import { axeViolations } from '../support/axe';
import { listenCopy as postListenCopy } from '../../blog-remote/content/listen-copy.js';
import { aPost } from '../support/blog';
import { listenCopy, poemPath, recordedEntries } from '../support/content';
import { mainNavLink } from '../support/main-nav';
import { waitForWorker } from '../support/service-worker';
import { expect, test } from '../support/test';

// The site's player (decision 029): a section asks the shell to play (site:play), the shell's
// own <audio> element plays, outside every section, so the recording goes on across a
// navigation into another section; the player's code and the audio come only on play. Times
// are read from the media clock, never from sleeps.

const entry = recordedEntries[0]!;
const cues = entry.cues!;
const AUDIO = /\.(opus|ogg|m4a|mp3)(\?|$)/;
const PLAYER_CHUNK = /site-player/;
const SHELL_AUDIO = 'audio[data-site-player]';

/** Every request for audio or for the player's code, from now on. */
function watchRequests(page: Page) {
  const seen = { audio: [] as string[], player: [] as string[] };
  page.on('request', (request) => {
    if (AUDIO.test(request.url()) || request.resourceType() === 'media')
      seen.audio.push(request.url());
    if (PLAYER_CHUNK.test(request.url())) seen.player.push(request.url());
  });
  return seen;
}

const shellClock = (page: Page) =>
  page.evaluate(
    (selector) => document.querySelector<HTMLAudioElement>(selector)!.currentTime,
    SHELL_AUDIO,
  );

/** Waits until the shell's media clock has passed `seconds`. */
const waitForShellClock = (page: Page, seconds: number) =>
  page.waitForFunction(
    ({ selector, at }) =>
      (document.querySelector<HTMLAudioElement>(selector)?.currentTime ?? 0) >= at,
    { selector: SHELL_AUDIO, at: seconds },
    { timeout: 20_000 },
  );

const player = (page: Page) => page.getByRole('region', { name: 'Player' });

/**
 * The served page's own control reached for (a focus): the listening code comes, and its
 * Listen button takes the focus; returns that button.
 */
async function reachForListen(page: Page, name: string) {
  await page.locator('audio[data-recording]').focus();
  const listen = page.getByRole('button', { name, exact: true });
  await expect(listen).toBeFocused();
  return listen;
}

test('a poem plays on from the Red section into the blog, in the shell’s player; nothing of it or of the player comes before play', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await page.goto(poemPath(entry));
  await waitForSection(page);
  await page.waitForLoadState('networkidle');
  expect(seen.audio, 'no audio byte before play').toEqual([]);
  expect(seen.player, 'no player code before play').toEqual([]);
  await expect(player(page)).toHaveCount(0);

  const listen = await reachForListen(page, listenCopy.play);
  expect(seen.player, 'no player code before play').toEqual([]);
  await listen.click();
  await expect(player(page)).toBeVisible();
  await expect(player(page).getByRole('link', { name: entry.title })).toBeVisible();
  expect(seen.player.length).toBeGreaterThan(0);
  expect(seen.audio.length).toBeGreaterThan(0);
  // The page's own element stays silent: the shell's plays.
  expect(
    await page.locator('audio[data-recording]').evaluate((audio: HTMLAudioElement) => audio.paused),
  ).toBe(true);

  // The poem page marks the spoken line from the shell's clock (its site:playback events).
  const cue = cues[1]!;
  await waitForShellClock(page, cue.start + 0.05);
  const marked = await page.evaluate((selector) => {
    const time = document.querySelector<HTMLAudioElement>(selector)!.currentTime;
    const line = document.querySelector('[data-spoken]')?.getAttribute('data-line');
    return { time, line: line === undefined || line === null ? undefined : Number(line) };
  }, SHELL_AUDIO);
  const lineAt = (time: number) => [...cues].reverse().find((c) => c.start <= time)?.line;
  expect([lineAt(marked.time), lineAt(marked.time - 0.15)]).toContain(marked.line);
  await expect(page.getByRole('button', { name: listenCopy.pause, exact: true })).toBeVisible();

  // The element the shell plays is marked, to check after the navigation it is the same one.
  await page
    .locator(SHELL_AUDIO)
    .evaluate((audio) => audio.setAttribute('data-before-navigation', ''));
  await mainNavLink(page, 'Blog').click();
  await expect(page).toHaveURL(/\/blog$/);
  await waitForSection(page);
  const after = await shellClock(page);
  await waitForShellClock(page, after + 0.5);
  await expect(page.locator(`${SHELL_AUDIO}[data-before-navigation]`)).toHaveCount(1);
  expect(await page.locator(SHELL_AUDIO).evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(
    false,
  );
  await expect(player(page).getByRole('link', { name: entry.title })).toBeVisible();
  await expect(player(page).getByRole('button', { name: `Pause: ${entry.title}` })).toBeVisible();
});

test('the player pauses, plays, seeks and closes from the keyboard, and keeps the page’s foot free', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(poemPath(entry));
  await waitForSection(page);
  await (await reachForListen(page, listenCopy.play)).click();
  const bar = player(page);
  await expect(bar).toBeVisible();
  await waitForShellClock(page, 0.3);

  const pause = bar.getByRole('button', { name: `Pause: ${entry.title}` });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('button', { name: `Play: ${entry.title}` })).toBeFocused();
  expect(await page.locator(SHELL_AUDIO).evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(
    true,
  );
  // The poem's own control says so too: the shell told it (site:playback).
  await expect(page.getByRole('button', { name: listenCopy.play, exact: true })).toBeVisible();

  const slider = bar.getByRole('slider', { name: 'Position' });
  await slider.focus();
  const before = await shellClock(page);
  await page.keyboard.press('ArrowRight');
  // An arrow moves it five seconds on (shell/src/player/site-player.tsx), paused as it is.
  await expect.poll(() => shellClock(page)).toBeGreaterThan(before + 4.5);

  // The page's last control scrolled to the bottom is not under the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerLink = page.locator('footer a').last();
  const [link, barBox] = [await footerLink.boundingBox(), await bar.boundingBox()];
  expect(link!.y + link!.height).toBeLessThanOrEqual(barBox!.y);

  await bar.getByRole('button', { name: 'Close the player' }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.locator(SHELL_AUDIO).evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(
    true,
  );
  await expect(page.locator('main')).toBeFocused();
});

test('a post’s recording plays in the shell’s player from its Listen control', async ({ page }) => {
  const post = aPost((candidate) => candidate.recording !== null, 'post with a recording');
  const seen = watchRequests(page);
  await page.goto(post.route);
  await waitForSection(page);
  // Served: the browser's own control, named by the post, nothing of the audio fetched.
  const served = page.locator('audio[data-recording]');
  await expect(served).toHaveAttribute('preload', 'none');
  await expect(served).toHaveAttribute('aria-label', post.title);
  await page.waitForLoadState('networkidle');
  expect(seen.audio).toEqual([]);

  await (await reachForListen(page, postListenCopy.play)).click();
  await expect(player(page).getByRole('link', { name: post.title })).toBeVisible();
  await waitForShellClock(page, 0.5);
  expect(await shellClock(page)).toBeGreaterThan(0.5);
  expect(seen.audio.some((url) => url.includes(post.recording!.src.split('/').pop()!))).toBe(true);
  await page.getByRole('button', { name: postListenCopy.pause, exact: true }).click();
  await expect(page.getByRole('button', { name: postListenCopy.play, exact: true })).toBeVisible();
  expect(await page.locator(SHELL_AUDIO).evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(
    true,
  );

  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const audio = data.map((text) => JSON.parse(text)).find((item) => item.audio)?.audio;
  expect(audio).toMatchObject({ '@type': 'AudioObject', encodingFormat: 'audio/ogg' });
});

test('under a shell without a player, the poem plays in its own element, as before', async ({
  page,
}) => {
  // A shell released before the player: nothing takes site:play (a listener ahead of the
  // shell's stops it), so the request is not cancelled.
  await page.addInitScript(() => {
    window.addEventListener('site:play', (event) => event.stopImmediatePropagation(), {
      capture: true,
    });
  });
  await page.goto(poemPath(entry));
  await waitForSection(page);
  await (await reachForListen(page, listenCopy.play)).click();
  await page.waitForFunction(
    () => document.querySelector<HTMLAudioElement>('audio[data-recording]')!.currentTime > 0.5,
    undefined,
    { timeout: 20_000 },
  );
  await expect(page.locator(SHELL_AUDIO)).toHaveCount(0);
  await expect(player(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: listenCopy.pause, exact: true })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the player passes axe’s WCAG AA and best-practice rules (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(poemPath(entry));
    await waitForSection(page);
    await (await reachForListen(page, listenCopy.play)).click();
    const bar = player(page);
    await expect(bar).toBeVisible();
    // Paused, so that what axe reads does not change under it.
    await bar.getByRole('button', { name: `Pause: ${entry.title}` }).click();
    const found = await axeViolations(page, {
      tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    });
    // The page's own rules are a11y.spec.ts's: here, what lies inside the player's bar.
    const nodes = found.flatMap((violation) =>
      violation.nodes.map((node) => ({ id: violation.id, target: String(node.target[0]) })),
    );
    const inPlayer = await page.evaluate(
      (all) =>
        all
          .filter(({ target }) => document.querySelector(target)?.closest('[data-site-player-bar]'))
          .map(({ id, target }) => `${id}: ${target}`),
      nodes,
    );
    expect(inPlayer).toEqual([]);
  });
}

test.describe('with the service worker controlling the page', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a recording plays (its byte ranges go past the worker)', async ({ page }) => {
    await page.goto(poemPath(entry));
    await waitForWorker(page);
    // Opened again, the page is the worker's: every request goes through it.
    await page.reload();
    await waitForSection(page);
    await (await reachForListen(page, listenCopy.play)).click();
    await waitForShellClock(page, 0.5);
    expect(
      await page.locator(SHELL_AUDIO).evaluate((audio: HTMLAudioElement) => audio.error),
    ).toBeNull();
  });
});
