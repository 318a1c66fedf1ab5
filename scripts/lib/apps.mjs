// @ts-check
// The apps, read from deploy/topology.json (the one place that lists them) through
// @site/hosting-policy's reader, for the scripts and the browser tests that go through them all.
import { readTopology, sectionNames } from '@site/hosting-policy';

const topology = readTopology();

/**
 * The app folder of a site of the topology; a site the topology lacks is a broken topology.
 * @param {string} site
 */
function appOf(site) {
  const app = topology.sites[site]?.app;
  if (!app) throw new Error(`deploy/topology.json has no site "${site}"`);
  return app;
}

/** Every app's folder, the shell first: shell, then each section's remote. */
export const APP_FOLDERS = Object.values(topology.sites).map((site) => site.app);

/** The shell's folder. */
export const SHELL_FOLDER = appOf('shell');

/** Each section's app folder, by section name (blog -> blog-remote). */
export const SECTION_FOLDERS = Object.fromEntries(
  sectionNames(topology).map((section) => [section, appOf(section)]),
);
