// The apps, read from deploy/topology.json (the one place that lists them) through
// @site/hosting-policy's reader, for the scripts and the browser tests that go through them all.
import { readTopology, sectionNames } from '@site/hosting-policy';

const topology = readTopology();

/** Every app's folder, the shell first: shell, then each section's remote. */
export const APP_FOLDERS = Object.values(topology.sites).map((site) => site.app);

/** The shell's folder. */
export const SHELL_FOLDER = topology.sites.shell.app;

/** Each section's app folder, by section name (blog -> blog-remote). */
export const SECTION_FOLDERS = Object.fromEntries(
  sectionNames(topology).map((section) => [section, topology.sites[section].app]),
);
