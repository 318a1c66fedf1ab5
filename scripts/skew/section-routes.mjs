// @ts-check
// A section's routes, as the build published them: the built shell's sitemap (written by the
// prerender from the pages it reached by the site's own links), kept to the section's
// prefixes from the map, one page for each route. Pages of one route differ by what they
// show, not by the code a pair runs (every post is the post route, every poem the poem route),
// so one of each checks what a skew can break, at a third of the time (26 Red pages are 9).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The route a page belongs to, read from its address: numbers are one parameter
 * (`entry-005`, `entry-011`), and below a section's second level every segment is one (a
 * post `/blog/vault/the-vault`, a category's page 2). Above that, segments name routes of their
 * own (`/red-archive/rage`, `/book/huntress`), and each is kept.
 * @param {string} page
 */
export function routeOf(page) {
  const segments = page.split('/').filter(Boolean);
  return `/${segments
    .map((segment, index) => (index >= 2 ? ':param' : segment.replace(/\d+/g, ':n')))
    .join('/')}`;
}

/**
 * @param {string} shellDist a prerendered shell build (its sitemap.xml)
 * @param {readonly string[]} prefixes the section's URL prefixes (@site/sections)
 * @returns {string[]} one page of each of the section's routes (the first by address), sorted
 */
export function sectionRoutes(shellDist, prefixes) {
  const sitemap = readFileSync(path.join(shellDist, 'sitemap.xml'), 'utf8');
  return pagesOfEachRoute(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
      new URL(url).pathname.replace(/(.)\/$/, '$1'),
    ),
    prefixes,
  );
}

/**
 * @param {string[]} pages addresses
 * @param {readonly string[]} prefixes
 */
export function pagesOfEachRoute(pages, prefixes) {
  const owned = (page) =>
    prefixes.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
  const byRoute = new Map();
  for (const page of [...new Set(pages.filter(owned))].sort()) {
    const route = routeOf(page);
    if (!byRoute.has(route)) byRoute.set(route, page);
  }
  return [...byRoute.values()].sort();
}
