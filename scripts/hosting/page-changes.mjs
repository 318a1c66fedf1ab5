// What a release changes in the shell site's pages: each prerendered page by a hash of its
// HTML, the pages new, changed and removed against the live record (site-pages.json), and the
// lines a deploy or a preview prints of them.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Changed pages named one by one in a report; a release of the shell changes them all. */
const CHANGED_LISTED = 12;

function listed(changed) {
  return changed.length <= CHANGED_LISTED
    ? changed
    : [...changed.slice(0, CHANGED_LISTED), `... and ${changed.length - CHANGED_LISTED} more`];
}

/** The prerendered pages of a shell folder, by path, each with a hash of its HTML. */
export function pagesOf(shellDir) {
  const pages = {};
  const visit = (dir, route) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'static') {
        visit(path.join(dir, entry.name), `${route}/${entry.name}`);
      } else if (entry.name === 'index.html') {
        const html = readFileSync(path.join(dir, entry.name));
        pages[route || '/'] = createHash('sha256').update(html).digest('hex').slice(0, 12);
      }
    }
  };
  visit(shellDir, '');
  return pages;
}

/** New, changed and removed pages between two page lists. */
export function pageChanges(before, after) {
  const added = Object.keys(after).filter((page) => !(page in before));
  const removed = Object.keys(before).filter((page) => !(page in after));
  const changed = Object.keys(after).filter(
    (page) => page in before && before[page] !== after[page],
  );
  return { added, changed, removed };
}

/**
 * The report's line of page changes (`pageChanges`), then one line per page: `+` new,
 * `~` changed (rendered to other bytes: a contributor who changed nothing there sees which),
 * `-` removed. `than` ends the count (a preview's " than live").
 */
export function describePageChanges({ added, changed, removed }, than = '') {
  return (
    `  pages      ${added.length} new, ${changed.length} changed, ${removed.length} removed${than}` +
    [
      ...added.map((page) => `\n    + ${page}`),
      ...listed(changed).map((page) => `\n    ~ ${page}`),
      ...removed.map((page) => `\n    - ${page}`),
    ].join('')
  );
}
