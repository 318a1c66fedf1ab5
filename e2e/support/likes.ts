import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { aPost, BLOG_COPY } from './blog';
import { collectConsoleErrors } from './console-errors';

/** The post the two-reader tests like: one the author has published (support/blog.ts). */
export const LIKED_POST = (() => {
  const post = aPost();
  return { path: post.route, id: post.postId };
})();

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The start of the like button's accessible name: "Like this post,". */
export const LIKE_THIS_POST = `${BLOG_COPY.like.label}${BLOG_COPY.like.hiddenLabel}`;

/** The like button's accessible name while its count has not arrived (no number in it). */
export const LIKES_LOADING_NAME = `${LIKE_THIS_POST} ${BLOG_COPY.like.countLoading}`;

/** A post's like button, whatever its count, or while its count is loading. */
export function likeButton(page: Page) {
  return page.getByRole('button', {
    name: new RegExp(
      `^${escaped(LIKE_THIS_POST)} (\\d+ (${escaped(BLOG_COPY.like.one)}|${escaped(BLOG_COPY.like.many)})|${escaped(BLOG_COPY.like.countLoading)})$`,
    ),
  });
}

/** The like button's accessible name for a count ("1 like", "2 likes"). */
export function likesName(count: number): string {
  return `${LIKE_THIS_POST} ${count} ${count === 1 ? BLOG_COPY.like.one : BLOG_COPY.like.many}`;
}

export interface TwoReaders {
  liker: Page;
  watcher: Page;
  /** Console errors and uncaught exceptions of both pages so far. */
  consoleErrors: () => string[];
}

/**
 * Runs `scenario` with two readers: separate browser contexts (so separate storage and
 * anonymous ids), their console errors collected (but those `except` leaves out), both
 * contexts closed afterwards.
 */
export async function withTwoReaders(
  browser: Browser,
  scenario: (readers: TwoReaders) => Promise<void>,
  except?: (message: ConsoleMessage) => boolean,
): Promise<void> {
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const [liker, watcher] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!liker || !watcher) throw new Error('two pages expected');
    const likerErrors = collectConsoleErrors(liker, except);
    const watcherErrors = collectConsoleErrors(watcher, except);
    await scenario({ liker, watcher, consoleErrors: () => [...likerErrors, ...watcherErrors] });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/**
 * The ids of the likes this browser still has to send (shared/src/likes/pending-likes.ts: one
 * localStorage item per like, `pending-likes:<id>`), read in `page`.
 */
export function queuedLikeIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('pending-likes:'))
      .map((key) => key.slice('pending-likes:'.length))
      .sort(),
  );
}
