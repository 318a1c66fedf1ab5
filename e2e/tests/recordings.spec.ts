import { type Page } from '@playwright/test';
import { waitForSection } from '../support/app-ready';
import { listenCopy, poemPath, recordedEntries } from '../support/content';
import { expect, test } from '../support/test';

// A poem with a recording beside it (toolchain/recording-cues.cjs): a Listen control, the
// line being spoken marked as the media clock reaches its cue, a line that plays from its
// cue, nothing of the audio fetched before play, and the browser's own control without
// JavaScript. Times are read from the media clock of whichever element plays the recording
// (the shell's player, or the page's own under a shell without one), never from sleeps.

const copy = listenCopy;
const entry = recordedEntries[0]!;
const cues = entry.cues!;
const AUDIO = /\.(opus|ogg|m4a|mp3)(\?|$)/;
/** The element that plays: the shell's player's (site-player.spec.ts), else the page's own. */
const PLAYING = ['audio[data-site-player]', 'audio[data-recording]'];

/** The line the page marks and the media clock, read in one go. */
const markedAt = (page: Page) =>
  page.evaluate((playing) => {
    const audio = playing
      .map((selector) => document.querySelector<HTMLAudioElement>(selector))
      .find(Boolean)!;
    const marked = document.querySelector('[data-spoken]');
    return {
      time: audio.currentTime,
      line: marked ? Number(marked.getAttribute('data-line')) : undefined,
    };
  }, PLAYING);

/** The line of the last cue begun at `time`, as the page should mark it. */
const lineAt = (time: number) => [...cues].reverse().find((cue) => cue.start <= time)?.line;

const waitForClock = (page: Page, seconds: number) =>
  page.waitForFunction(
    ({ at, playing }) =>
      playing.map((selector) => document.querySelector<HTMLAudioElement>(selector)).find(Boolean)!
        .currentTime >= at,
    { at: seconds, playing: PLAYING },
    { timeout: 20_000 },
  );

test.beforeEach(() => {
  expect(recordedEntries.length, 'a published poem has a recording').toBeGreaterThan(0);
});

test('nothing of the recording is fetched before play; Listen plays it and the marked line follows the cues', async ({
  page,
}) => {
  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (AUDIO.test(request.url()) || request.resourceType() === 'media')
      audioRequests.push(request.url());
  });
  await page.goto(poemPath(entry));
  await waitForSection(page);
  const listen = page.getByRole('button', { name: copy.play, exact: true });
  await page.waitForLoadState('networkidle');
  expect(audioRequests).toEqual([]);
  // The served page's own control: reaching it brings the Listen button, with the focus.
  await page.locator('audio[data-recording]').focus();
  await expect(listen).toBeFocused();
  expect(audioRequests).toEqual([]);

  await listen.click();
  await expect(page.getByRole('button', { name: copy.pause, exact: true })).toBeVisible();
  expect(audioRequests.length).toBeGreaterThan(0);

  // Three cues in: at each, the marked line is the cue's line (or, read a frame late, the one before).
  for (const cue of cues.slice(0, 3)) {
    await waitForClock(page, cue.start + 0.05);
    const { time, line } = await markedAt(page);
    expect([lineAt(time), lineAt(time - 0.1)]).toContain(line);
    expect(time).toBeGreaterThanOrEqual(cue.start);
  }
  // The marked line is not announced: it is in no live region.
  await expect(
    page.locator('[aria-live] [data-spoken], [role="status"] [data-spoken]'),
  ).toHaveCount(0);
});

test('a tap or Enter on a line plays from its cue', async ({ page }) => {
  await page.goto(poemPath(entry));
  await waitForSection(page);
  /** The mark reaches the line while the media clock is inside that line's cue. */
  const playsFrom = async (cue: (typeof cues)[number]) => {
    const seen = await page.waitForFunction(
      ({ line, start, end, playing }) => {
        const audio = playing
          .map((selector) => document.querySelector<HTMLAudioElement>(selector))
          .find(Boolean)!;
        const marked = document.querySelector('[data-spoken]')?.getAttribute('data-line');
        return Number(marked) === line && audio.currentTime >= start && audio.currentTime < end
          ? audio.currentTime
          : null;
      },
      { ...cue, playing: PLAYING },
      { timeout: 10_000 },
    );
    expect(await seen.jsonValue()).toBeGreaterThanOrEqual(cue.start);
  };
  const later = cues[Math.min(4, cues.length - 1)]!;
  await page.locator(`[data-line="${later.line}"]`).click();
  await playsFrom(later);

  const earlier = cues[1]!;
  await page.locator(`[data-line="${earlier.line}"]`).focus();
  await page.keyboard.press('Enter');
  await playsFrom(earlier);
});

test('without JavaScript the page has the browser’s own audio control and the whole poem', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (AUDIO.test(request.url())) audioRequests.push(request.url());
  });
  await page.goto(poemPath(entry));
  const audio = page.locator('audio[data-recording]');
  await expect(audio).toHaveAttribute('controls', '');
  await expect(audio).toHaveAttribute('preload', 'none');
  await expect(audio).toBeVisible();
  for (const line of entry.lines) await expect(page.getByText(line, { exact: true })).toBeVisible();
  expect(audioRequests).toEqual([]);
  const source = await audio.locator('source').getAttribute('src');
  const response = await page.request.get(source!);
  expect(response.ok()).toBe(true);
  expect((await response.body()).length).toBeGreaterThan(1000);
  await context.close();
});

test('the page names its recording in its JSON-LD', async ({ page }) => {
  await page.goto(poemPath(entry));
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const audio = data.map((text) => JSON.parse(text)).find((item) => item.audio)?.audio;
  expect(audio).toMatchObject({ '@type': 'AudioObject', encodingFormat: 'audio/ogg' });
  expect(audio.contentUrl).toMatch(AUDIO);
});
