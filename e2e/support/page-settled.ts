import type { Locator, Page } from '@playwright/test';

/**
 * Resolves once the page has painted twice and then found an idle moment: whatever a tap,
 * a replayed tap or an answer set going has run by then. Tests that check that something
 * did NOT happen (a tap replayed twice, a dialog opening too early) wait for this state
 * rather than for a length of time.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
        ),
      ),
  );
}

/**
 * Resolves once `element`'s box and scroll position are the same on three frames in a row:
 * a scroll, a transition or a layout come to rest (`page.locator('html')` for the page's own
 * scroll).
 */
export async function atRest(element: Locator): Promise<void> {
  await element.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        let last = '';
        let same = 0;
        const check = () => {
          const box = target.getBoundingClientRect();
          const now = `${box.top},${box.left},${box.height},${box.width},${target.scrollTop},${window.scrollY}`;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}
