// @ts-check
// A section's pages, as the build published them: the built shell's sitemap (written by the
// prerender from the pages it reached by the site's own links), kept to the section's
// prefixes from the map.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} shellDist a prerendered shell build (its sitemap.xml)
 * @param {readonly string[]} prefixes the section's URL prefixes (@site/sections)
 * @returns {string[]} paths, sorted
 */
export function sectionRoutes(shellDist, prefixes) {
  const sitemap = readFileSync(path.join(shellDist, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
    new URL(url).pathname.replace(/(.)\/$/, '$1'),
  );
  const owned = (route) =>
    prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
  return [...new Set(paths.filter(owned))].sort();
}
