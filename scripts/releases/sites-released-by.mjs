// @ts-check
// Which sites a push to main releases: each site's workflow starts its deploy job on a push
// whose changed files pass its `on.push.paths` filter. Also used to find the last commit
// that released an app (the skew test's earlier commit).
import { pathsFilterMatches } from './path-filter.mjs';

/**
 * @param {readonly string[]} changedFiles paths relative to the repository root
 * @param {readonly import('./site-workflows.mjs').SiteWorkflow[]} workflows
 * @returns {string[]} the sites, in the workflows' order
 */
export function sitesReleasedBy(changedFiles, workflows) {
  return workflows
    .filter(({ pushPaths }) => !pushPaths || pathsFilterMatches(changedFiles, pushPaths))
    .map(({ site }) => site);
}
