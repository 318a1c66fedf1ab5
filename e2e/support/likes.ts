import type { Browser, Page } from '@playwright/test';
import { aPost } from './blog';
import { collectConsoleErrors } from './console-errors';

/** The post the two-reader tests like: one the author has published (support/blog.ts). */
export const LIKED_POST = (() => {
  const post = aPost();
  return { path: post.route, id: post.postId };
})();

/** A post's like button, whatever its count. */
export function likeButton(page: Page) {
  return page.getByRole('button', { name: /^Like this post, \d+ likes?$/ });
}

/** The like button's accessible name for a count ("1 like", "2 likes"). */
export function likesName(count: number): string {
  return `Like this post, ${count} ${count === 1 ? 'like' : 'likes'}`;
}

export interface TwoReaders {
  liker: Page;
  watcher: Page;
  /** Console errors and uncaught exceptions of both pages so far. */
  consoleErrors: () => string[];
}

/**
 * Runs `scenario` with two readers: separate browser contexts (so separate storage and
 * anonymous ids), their console errors collected, both contexts closed afterwards.
 */
export async function withTwoReaders(
  browser: Browser,
  scenario: (readers: TwoReaders) => Promise<void>,
): Promise<void> {
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const [liker, watcher] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!liker || !watcher) throw new Error('two pages expected');
    const likerErrors = collectConsoleErrors(liker);
    const watcherErrors = collectConsoleErrors(watcher);
    await scenario({ liker, watcher, consoleErrors: () => [...likerErrors, ...watcherErrors] });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}
