// @ts-check
// The apps, read from the map of the sections (@site/sections, the one place that lists them),
// for the scripts and the browser tests that go through them all.
import { APP_FOLDERS as FOLDERS, SECTIONS, SECTION_NAMES, SHELL } from '@site/sections';

/** Every app's folder, the shell first: shell, then each section's remote. */
export const APP_FOLDERS = [...FOLDERS];

/** The shell's folder. */
export const SHELL_FOLDER = SHELL.app;

/** Each section's app folder, by section name (blog -> blog-remote). */
export const SECTION_FOLDERS = Object.fromEntries(
  SECTION_NAMES.map((name) => [name, SECTIONS[name].app]),
);

/**
 * The file by which the scripts tell that an app is built: a section's container manifest;
 * the shell has no container (decision 033), its runtime manifest then.
 * @param {string} app the app's folder
 */
export function builtMarker(app) {
  return app === SHELL_FOLDER ? 'runtime-manifest.json' : 'mf-manifest.json';
}
