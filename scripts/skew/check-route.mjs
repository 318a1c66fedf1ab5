// @ts-check
/* global document */
// One page of a pair, checked in Chromium as a reader meets it: the words of the served page
// are still there once the app has run, its controls answer (the blog's like counts once), no
// console error; or, when the shell refuses the section (an incompatible @site/shared: the
// federation runtime says so in the console), the served page stays with the paused line.

/** The words of `main`, spaces collapsed, without what is live by design: the paused notes
 * (shown only while a part is paused) and the like button's count (another reader's likes). */
async function mainWords(page) {
  const main = page.locator('main').first();
  if ((await main.count()) === 0) return '';
  // Read in one go: a count that arrives between two reads (the button from "count loading"
  // to "3 likes") would leave the first read's words in the text.
  const text = await main.evaluate((element) => {
    let words = /** @type {HTMLElement} */ (element).innerText;
    for (const live of element.querySelectorAll('[data-paused-note], button[data-status]')) {
      const liveWords = /** @type {HTMLElement} */ (live).innerText;
      if (liveWords) words = words.replace(liveWords, '');
    }
    return words;
  });
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Until the page is settled: the shell has taken it over (<html data-app="live">) and the part
 * holding its heading is live, or the page says a part is paused. Bounded: a page that never
 * gets there is a failure of its own.
 */
async function settled(page) {
  try {
    await page.waitForFunction(
      () => {
        const html = document.documentElement;
        if (html.dataset.paused) return true;
        const status = [...document.querySelectorAll('[role="status"]')];
        if (status.some((line) => /paused/i.test(line.textContent ?? ''))) return true;
        if (html.dataset.app !== 'live') return false;
        const part = document.querySelector('main h1')?.closest('[data-part]');
        return !part || part.hasAttribute('data-live');
      },
      undefined,
      { timeout: 15_000 },
    );
  } catch {
    return false;
  }
  // A late error (a lazy part, the like count's connection) shows within a moment.
  await page.waitForTimeout(300);
  return true;
}

/** The first words where two texts part, for a failure line. */
function whereTheyPart(served, live) {
  let at = 0;
  while (at < served.length && served[at] === live[at]) at += 1;
  const show = (text) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 50));
  return `served ${show(served)}, live ${show(live)}`;
}

/** The count in a like button's words ("Like this post, 3 likes"), or null while it loads. */
async function likeCount(button) {
  const match = (await button.innerText()).match(/\d+/);
  return match ? Number(match[0]) : null;
}

/**
 * Likes the post once and checks that the count went up by one, and stays so.
 * @returns {Promise<string | null>} what went wrong, or null
 */
async function likeCountsOnce(page) {
  const button = page.locator('button[data-status]').first();
  try {
    await page.locator('button[data-status="live"]').first().waitFor({ timeout: 10_000 });
  } catch {
    return `the like button never went live (data-status=${await button.getAttribute('data-status')})`;
  }
  const before = await likeCount(button);
  if (before === null) return 'the like button shows no count';
  await button.click();
  const deadline = Date.now() + 10_000;
  let after = await likeCount(button);
  while (after !== before + 1 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    after = await likeCount(button);
  }
  // A second write (a doubled listener, a retry) would land within a moment.
  await page.waitForTimeout(1000);
  const settled = await likeCount(button);
  return settled === before + 1 ? null : `a like took the count from ${before} to ${settled}`;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url the page
 * @param {import('playwright-core').BrowserContext} servedContext JavaScript off: the served page
 * @returns {Promise<{ outcome: 'compatible' | 'refused-page-kept' | 'FAILED', problems: string[] }>}
 */
export async function checkRoute(browser, url, servedContext) {
  const problems = [];
  const servedPage = await servedContext.newPage();
  let servedWords;
  try {
    await servedPage.goto(url);
    servedWords = await mainWords(servedPage);
  } finally {
    await servedPage.close();
  }
  if (!servedWords) problems.push('the served page has no words in <main>');

  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
    });
    // The console's "Failed to load resource" names no URL: the responses do.
    page.on('response', (answer) => {
      if (answer.status() >= 400) errors.push(`HTTP ${answer.status()} for ${answer.url()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message.split('\n')[0]}`));
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) problems.push(`HTTP ${response?.status()}`);
    if (!(await settled(page))) problems.push('the page neither came alive nor said it paused');
    const paused = page.getByRole('status').filter({ hasText: /paused/i });
    const pausedShown = (await paused.count()) > 0 && (await paused.first().isVisible());
    if ((await page.getByRole('alert').count()) > 0) {
      problems.push(`an alert: ${(await page.getByRole('alert').first().innerText()).trim()}`);
    }
    let liveWords;
    try {
      liveWords = await mainWords(page);
    } catch {
      // The page navigated meanwhile (the shell reloads a tab that meets a newer release of
      // the section): read it once settled again.
      problems.push('the page navigated by itself after it was served');
      await page.waitForLoadState('load');
      await settled(page);
      liveWords = await mainWords(page);
    }
    if (liveWords !== servedWords) {
      problems.push(`the words changed: ${whereTheyPart(servedWords, liveWords)}`);
    }
    // A part the shell contains (the home page's part of a refused section) keeps its served
    // words without a paused line: its only errors are the federation runtime's refusal.
    const refusal = /does not satisfy the requirement/;
    const refused =
      pausedShown || (errors.length > 0 && errors.every((error) => refusal.test(error)));
    if (refused) {
      // The refusal itself is logged as an error, naming the version: that one is expected.
      if (!errors.some((error) => /@site\/shared|version|shared/i.test(error))) {
        problems.push(
          `paused, but no console line names the refused version: ${errors.join(' | ')}`,
        );
      }
    } else {
      if ((await page.locator('button[data-status]').count()) > 0) {
        const likeProblem = await likeCountsOnce(page);
        if (likeProblem) problems.push(likeProblem);
      }
      problems.push(...errors.map((error) => `console: ${error}`));
    }
    const outcome = problems.length > 0 ? 'FAILED' : refused ? 'refused-page-kept' : 'compatible';
    return { outcome, problems };
  } finally {
    await context.close();
  }
}
