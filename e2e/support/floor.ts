import type { Browser, Page, Route } from '@playwright/test';
import { BLOG_COPY } from './blog';
import { escaped, LIKE_THIS_POST } from './likes';

// The like button's words: a count, or (served, and until the count arrives) the placeholder.
// "likes" before "like": the first alternative that fits is taken.
const LIKE_WORDS = new RegExp(
  `(${escaped(LIKE_THIS_POST)} )(\\d+ (${escaped(BLOG_COPY.like.many)}|${escaped(BLOG_COPY.like.one)})|${escaped(BLOG_COPY.like.waiting)} ?${escaped(BLOG_COPY.like.countLoading)})`,
);

/** The one line a page shows while a part of it stays as served (shell/src/remotes/paused-line.tsx). */
export const pausedLine = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Some parts of this page are paused' });

/**
 * The words of `main` as a reader sees them, spaces collapsed, without the notes that say a
 * control is paused (they show only while it is): what the served page holds. A post's like
 * count is live (another reader, or another test of the run, may have liked it since the page
 * was rendered) and the served page has none yet, so it is read as a count, not compared as words.
 */
export async function mainText(page: Page): Promise<string> {
  const text = await page.locator('main').evaluate((main: HTMLElement) => {
    let words = main.innerText;
    for (const note of main.querySelectorAll<HTMLElement>('[data-paused-note]')) {
      if (note.innerText) words = words.replace(note.innerText, '');
    }
    return words;
  });
  return text.replace(/\s+/g, ' ').replace(LIKE_WORDS, '$1(a count)').trim();
}

/** The words of `main` on `path` with JavaScript off: the page as the server sends it. */
export async function noJsMainText(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await mainText(page);
  } finally {
    await context.close();
  }
}

/** The ways a section's code can fail to be had. */
export const FAILURES = ['refused', 'hung', 'answering 500', 'throwing while rendering'] as const;
export type Failure = (typeof FAILURES)[number];

/**
 * Makes the files of the remote served under `/remotes/<remote>/` fail the way named, until
 * `allow()`: refused (the request aborted), hung (never answered), 500, or a release whose
 * page code throws when it runs (each `page-*` chunk; the entry and routes load).
 */
export async function failRemote(page: Page, remote: string, failure: Failure) {
  let allowed = false;
  const prefix = `/remotes/${remote}/`;
  const matches = (url: URL) =>
    failure === 'throwing while rendering'
      ? url.pathname.startsWith(`${prefix}static/js/page-`)
      : url.pathname.startsWith(prefix);
  await page.route(matches, (route: Route) => {
    if (allowed) return route.continue();
    switch (failure) {
      case 'refused':
        return route.abort();
      case 'hung':
        return new Promise<void>(() => undefined);
      case 'answering 500':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' });
      case 'throwing while rendering':
        return route.fulfill({
          contentType: 'text/javascript',
          body: 'throw new Error("a broken release of this page");',
        });
    }
  });
  return {
    allow: () => {
      allowed = true;
    },
  };
}

/**
 * A named chunk of a section's build (`webpackChunkName`) that cannot be had, as offline
 * when the reader left before it came: its requests fail as a lost connection does.
 */
export async function failChunk(page: Page, chunkName: string) {
  const chunk = new RegExp(`/static/js/${chunkName}\\.[0-9a-f]+\\.js$`);
  await page.route(
    (url) => chunk.test(url.pathname),
    (route) => route.abort('internetdisconnected'),
  );
}
