// @ts-check
// Whether a staged release changes anything readers get. Releases are named by their content
// (releaseId), so a site built from the same sources stages the live release again; the pages
// are rendered again on every deploy, and compared by their hashes with the live site's record.
// When every site is its live release, no page is new, changed or removed, and the hosting
// config and Firestore rules are the ones the live pages were released with, there is nothing
// to upload: publishing again would only make another Hosting version of the same bytes.

/**
 * @typedef {object} StagedSummary what stageRelease returns (the parts read here)
 * @property {Record<string, { id: string, isNew: boolean }>} sites
 * @property {{ added: string[], changed: string[], removed: string[] }} pages
 * @property {{ live: string | null, staged: string }} hostingConfig
 * @property {{ live: string | null, staged: string }} rules
 */

/**
 * The reasons the staged release must be published; none means it equals the live one.
 * @param {StagedSummary} staged
 * @returns {string[]}
 */
export function releaseReasons({ sites, pages, hostingConfig, rules }) {
  const reasons = Object.entries(sites)
    .filter(([, site]) => site.isNew)
    .map(([name, site]) => `${name} release ${site.id} is new`);
  const pageCount = pages.added.length + pages.changed.length + pages.removed.length;
  if (pageCount > 0) reasons.push(`${pageCount} page(s) new, changed or removed`);
  // An unknown live value (a record from before these fields) is a change: never skip blind.
  if (hostingConfig.live !== hostingConfig.staged) reasons.push('the hosting config changed');
  if (rules.live !== rules.staged) reasons.push('the Firestore rules changed');
  return reasons;
}

/**
 * The line a deploy prints when there is nothing to release.
 * @param {string[]} released the sites asked for
 * @param {StagedSummary} staged
 */
export function nothingToReleaseLine(released, staged) {
  const ids = released.map((name) => `${name} ${staged.sites[name]?.id}`).join(', ');
  return `${released.join(', ')}: the build equals the live release (${ids}), with the same pages; nothing to release`;
}
