// @ts-check
// Every site's workflow (.github/workflows/<site>.yml: the shell's and each section's of the
// map), as read from the working tree: the release policy of today, which the replay applies
// to every commit of the history.
import { readFileSync } from 'node:fs';
import { SECTIONS } from '@site/sections';
import path from 'node:path';
import { compilePaths } from './path-filter.mjs';
import { readPaths } from './workflow-paths.mjs';

/** The shell, then the sections in the map's order (a new section's workflow is read too). */
export const SITES = ['shell', ...Object.keys(SECTIONS)];

/** @typedef {{ site: string, pushPaths: import('./path-filter.mjs').CompiledPattern[] | undefined }} SiteWorkflow */

/**
 * @param {string} root the repository's root
 * @returns {SiteWorkflow[]}
 */
export function readSiteWorkflows(root) {
  return SITES.map((site) => {
    const file = path.join(root, '.github/workflows', `${site}.yml`);
    const patterns = readPaths(readFileSync(file, 'utf8'), 'push');
    return { site, pushPaths: patterns && compilePaths(patterns) };
  });
}
