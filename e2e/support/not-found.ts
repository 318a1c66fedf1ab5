import { expect } from '@playwright/test';

/** The console line of the shell's 404 (docs/product.md, "Not found"), followed by the path. */
export const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

/** Chromium's console line for a document answered with 404: the site's real 404 pages. */
export const NOT_FOUND_DOCUMENT_LOG =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Console errors of a 404 page without the one line for the document's own status. */
export function withoutDocumentStatus(errors: string[]): string[] {
  const index = errors.indexOf(NOT_FOUND_DOCUMENT_LOG);
  return index === -1 ? errors : [...errors.slice(0, index), ...errors.slice(index + 1)];
}

/**
 * Waits for the shell's 404 log line for `path`. A 404 page's HTML already shows "404"
 * before the app has started (its heading is in the page), so the line, written when the app
 * renders the page, can come after every visible check has passed.
 */
export async function expectNotFoundLogged(errors: string[], path: string): Promise<void> {
  await expect
    .poll(() => errors.some((error) => error.startsWith(NOT_FOUND_LOG) && error.includes(path)), {
      message: `the shell's 404 log line for ${path}`,
    })
    .toBe(true);
}
