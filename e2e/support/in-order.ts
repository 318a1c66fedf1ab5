import { expect, type Locator } from '@playwright/test';

/**
 * Checks that the page shows one of `shown` per item of `items`, in their order, and runs
 * `check` on each with its item (the cards of a list as its content module has them).
 */
export async function expectInOrder<T>(
  shown: Locator,
  items: readonly T[],
  check: (element: Locator, item: T) => Promise<void>,
): Promise<void> {
  await expect(shown).toHaveCount(items.length);
  for (const [index, item] of items.entries()) await check(shown.nth(index), item);
}
