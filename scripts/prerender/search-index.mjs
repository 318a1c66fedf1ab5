// @ts-check
// The site's search index: Pagefind (pagefind.app) over the prerendered pages that hold
// writing, written into the pages' folder as /pagefind/, so that it is released with the
// pages at every section's release (docs/decisions/018-search-built-with-the-pages.md).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

export const SEARCH_INDEX_DIR = 'pagefind';

/** Pagefind's ready-made interfaces: the site draws its own (shell/src/search/). */
const UNUSED_FILE = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/** Pages indexed at once: each is a message to Pagefind's process, answered in turn. */
const BATCH = 50;

/** Pagefind's answer, or an error naming what it says went wrong. */
function checked(/** @type {string} */ step, /** @type {{ errors: string[] }} */ answer) {
  if (answer.errors.length > 0) {
    throw new Error(`search index: ${step}: ${answer.errors.join('; ')}`);
  }
  return answer;
}

/**
 * Indexes `pages` (each its address and its HTML as served) into `<outDir>/pagefind/`,
 * replacing an earlier index there. Only the element each page marks `data-pagefind-body`
 * is read. Returns the number of pages indexed.
 * @param {string} outDir
 * @param {readonly { path: string, html: string }[]} pages
 */
export async function writeSearchIndex(outDir, pages) {
  const output = path.join(outDir, SEARCH_INDEX_DIR);
  rmSync(output, { recursive: true, force: true });
  try {
    const { index } = checked('create', await pagefind.createIndex({}));
    if (!index) throw new Error('search index: Pagefind made no index');
    for (let start = 0; start < pages.length; start += BATCH) {
      const answers = await Promise.all(
        pages
          .slice(start, start + BATCH)
          .map((page) => index.addHTMLFile({ url: page.path, content: page.html })),
      );
      answers.forEach((answer, offset) => checked(pages[start + offset]?.path ?? '', answer));
    }
    checked('write', await index.writeFiles({ outputPath: output }));
  } finally {
    await pagefind.close();
  }
  for (const file of readdirSync(output)) {
    if (UNUSED_FILE.test(file)) rmSync(path.join(output, file));
  }
  return pages.length;
}
