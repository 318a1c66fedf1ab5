// Axe in the page itself: axe-core is put into the page once and run there as often as a test
// asks. @axe-core/playwright injects axe afresh into every frame on each run and finishes the
// run in a new blank page (~3 s a run on these machines, against ~0.3 s here); the site has no
// frames, so axe.run in the page sees all of it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type AxeViolation = AxeResults['violations'][number];

/** What to check: the rules of some tags, or named rules. */
export type AxeSelection = { tags: string[] } | { rules: string[] };

/** Axe's violations on `page` as it is now, for the rules `selection` names. */
export async function axeViolations(page: Page, selection: AxeSelection): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly:
      'tags' in selection
        ? { type: 'tag', values: selection.tags }
        : { type: 'rule', values: selection.rules },
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(context: Document, o: unknown): Promise<AxeResults> } }
      ).axe.run(document, options),
    options,
  );
  return results.violations;
}
