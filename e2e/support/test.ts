import { test as base, expect, type BrowserContext } from '@playwright/test';
import { takeLikesTurn } from './likes-turn';

/**
 * React's own errors for a prerendered page it could not adopt as it is and rendered again
 * (react.dev/errors/418 and kin, reported as uncaught errors in production builds). Not #422:
 * a section whose code failed while its part of the page waited to hydrate; it shows its
 * fallback, which the containment tests check.
 */
const HYDRATION_ERROR =
  /Minified React error #(418|419|421|423|425)\b|Hydration failed|hydration mismatch/i;

interface HydrationOptions {
  /** Tests of a stale prerendered page (a section released since) expect React to re-render. */
  hydrationMismatchExpected: boolean;
}

interface LikesOptions {
  /**
   * The test taps a like and checks the count it adds: it runs while no other test likes
   * (support/likes-turn.ts).
   */
  countsLikes: boolean;
}

/**
 * Playwright's `test`, with every page of every context watched for hydration errors: a test
 * whose pages logged one fails, whatever it checked itself (decision 006: the prerendered
 * page is adopted, never painted again). A test that counts likes (`countsLikes`) waits for
 * its turn.
 */
export const test = base.extend<
  HydrationOptions & LikesOptions & { hydrationGuard: void; likesTurn: void }
>({
  hydrationMismatchExpected: [false, { option: true }],
  countsLikes: [false, { option: true }],
  likesTurn: [
    async ({ countsLikes }, runTest) => {
      if (!countsLikes) return runTest();
      const giveBack = await takeLikesTurn();
      try {
        await runTest();
      } finally {
        await giveBack();
      }
    },
    { auto: true },
  ],
  hydrationGuard: [
    async ({ context, browser, hydrationMismatchExpected }, runTest) => {
      const seen: string[] = [];
      const watch = (watched: BrowserContext): void => {
        watched.on('weberror', (error) => {
          if (HYDRATION_ERROR.test(error.error().message)) seen.push(error.error().message);
        });
        watched.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
            seen.push(message.text());
          }
        });
      };
      watch(context);
      // Tests that open contexts of their own (two readers, a phone profile) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watch(created);
        return created;
      };
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
      }
      if (!hydrationMismatchExpected) {
        expect(seen, 'React rendered a prerendered page again (hydration mismatch)').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
