// @ts-check
// The list of everything to read that /search shows (shell/src/search/search-contents.ts):
// every prerendered page whose section marked writing on it, as the crawl found it.

/**
 * @typedef {{ path: string, title: string, kind: string, date?: string, dateLabel?: string }} WritingEntry
 */

/**
 * The pages' writing, newest first where it has a date, then by address.
 * @param {readonly { writing: WritingEntry | null }[]} pages
 * @returns {{ entries: WritingEntry[] }}
 */
export function searchContents(pages) {
  const entries = pages.flatMap((page) => (page.writing ? [page.writing] : []));
  entries.sort(
    (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.path.localeCompare(b.path, 'en'),
  );
  return { entries };
}
