// @ts-check
// What a site's release serves, as repository files: what its app's production build read
// (the build-inputs list), and what the deploy adds beyond the app's bundle. Turned into the
// workflow's `paths` by compactGlobs, tests and docs negated last.
import { siteAnswersFile } from '../hosting/generate.mjs';
import { compactGlobs } from './compact-globs.mjs';
import { compilePaths, fileIncluded } from './path-filter.mjs';
import { NEVER_BUILT_NEGATIONS, neverBuilt } from './never-built.mjs';
import { BUILD_CHECKS } from './build-checks.mjs';
import { nodeCodeClosure } from './node-code-closure.mjs';

/**
 * Files every site's release depends on beyond its bundle: the topology, the files of the
 * deploy that make what a site serves (how each app is built for a target, the staged
 * release: releases.json, kept releases; release naming in the hosting policy) and the lock.
 * The toolchain's code is each site's own list: what its build runs (nodeCodeClosure).
 * How a site answers (headers, CSP, redirects) is its own
 * generated `deploy/hosting/<site>.json` (siteAnswersFile); the rest of the deploy's scripts
 * move files, they do not make them (publish, the CLI, previews, the no-change check).
 * @param {string} file
 */
function servedByEverySite(file) {
  return (
    file === 'deploy/topology.json' ||
    file === 'package-lock.json' ||
    file === 'hosting-policy/src/releases.ts' ||
    file === 'hosting-policy/package.json' ||
    /^scripts\/hosting\/(stage|builds|site-releases)\.mjs$/.test(file) ||
    /^scripts\/lib\/(build-app|run|repo-root)\.mjs$/.test(file) ||
    file === 'toolchain/package.json' ||
    /^sections\/src\//.test(file) ||
    file === 'sections/package.json'
  );
}

/** What a section's site serves beyond its build: its own 404 page. */
function servedBySectionSites(file) {
  return file === 'scripts/hosting/section-site-not-found.mjs';
}

/**
 * The shell's site serves every page of the site, rendered by the prerender (decision 007):
 * its scripts, the link-preview cards and what they read make the HTML, feeds and cards.
 * A section's release publishes the pages too, but a change to how pages are made is the
 * shell's release: the pages are the shell site's files.
 * @param {string} file
 */
function servedByTheShellSite(file) {
  return (
    /^scripts\/(prerender|cards)\//.test(file) ||
    // The inline scripts every page carries (early taps, the colour scheme).
    /^hosting-policy\/inline\//.test(file) ||
    file === 'deploy/runtime-manifest.production.json' ||
    /^scripts\/lib\/(built-server|chromium|demo-topology)\.mjs$/.test(file)
  );
}

/** A package's build output (sections/dist), an app's generated modules, a dependency. */
const GENERATED_OR_PACKAGE = /^([^/]+\/)?(dist|node_modules)\//;

/**
 * @param {object} options
 * @param {string} options.site shell, blog, red, portfolio
 * @param {string} options.appFolder shell, blog-remote, ...
 * @param {readonly string[]} options.buildInputs repository-relative files the build read
 * @param {readonly string[]} options.trackedFiles git ls-files
 * @param {string} options.root the repository's folder (the build's Node code is read from it)
 * @returns {string[]} the workflow's `paths`, in order
 */
export function siteTriggers({ site, appFolder, buildInputs, trackedFiles, root }) {
  const files = new Set();
  // The code the build runs in Node: its config and the loaders and schemas it ran.
  const configFile = `${appFolder}/rspack.config.mjs`;
  const ownInputs = buildInputs.filter((input) => !GENERATED_OR_PACKAGE.test(input));
  for (const file of nodeCodeClosure([configFile, ...ownInputs], {
    root,
    stopAt: BUILD_CHECKS,
  })) {
    if (!neverBuilt(file)) files.add(file);
  }
  for (const input of buildInputs) {
    // A dependency's files change with the lock file. A package's build output (sections/dist)
    // comes from its sources, named below; the app's own generated modules
    // (<app>/node_modules/.site-shared) from the toolchain.
    if (input.startsWith('node_modules/')) files.add('package-lock.json');
    else if (!GENERATED_OR_PACKAGE.test(input) && !neverBuilt(input) && !BUILD_CHECKS.has(input)) {
      files.add(input);
    }
  }
  for (const file of trackedFiles) {
    if (neverBuilt(file)) continue;
    if (servedByEverySite(file)) files.add(file);
    if (site === 'shell' && servedByTheShellSite(file)) files.add(file);
    if (site !== 'shell' && servedBySectionSites(file)) files.add(file);
    if (file === siteAnswersFile(site)) files.add(file);
    // The blog's release also deploys the Firestore rules its posts' likes need.
    if (site === 'blog' && file === 'toolchain/firestore-rules.mjs') files.add(file);
  }
  const patterns = [
    ...compactGlobs([...files], trackedFiles, neverBuilt),
    ...NEVER_BUILT_NEGATIONS,
  ];
  // A read file that the patterns leave out would be a change readers never get: refuse.
  const compiled = compilePaths(patterns);
  const missed = [...files].filter((file) => !fileIncluded(file, compiled));
  if (missed.length > 0) {
    throw new Error(
      `${site}: the triggers would miss files its release reads: ${missed.join(', ')}`,
    );
  }
  return patterns;
}
