// A remote's entry in the map of the sections (@site/sections), found by its package's name
// (`@site/<app>`), not by its folder's: a copy of the app built elsewhere (a test's variant
// of a release) is still the same section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationExposes, sectionOfApp } from '@site/sections';
import { createAppConfig } from './create-app-config.mjs';

/** @param {string} appDir the app's folder, holding its package.json */
export function sectionOfAppDir(appDir) {
  const { name } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  if (!/^@site\/[a-z0-9-]+$/.test(name ?? '')) {
    throw new Error(`${appDir}/package.json: the name must be @site/<app>, got "${name}"`);
  }
  return sectionOfApp(name.slice('@site/'.length));
}

/**
 * A remote's whole rspack config, from its config file's URL (`import.meta.url`): its scope,
 * dev port and exposed modules are the map's entry for its package; the rest is every app's.
 */
export function createRemoteConfig(configUrl) {
  const appDir = path.dirname(fileURLToPath(configUrl));
  const section = sectionOfAppDir(appDir);
  return (env, argv) =>
    createAppConfig(
      {
        appDir,
        name: section.scope,
        devPort: section.devPort,
        exposes: federationExposes(section),
        standaloneTitle: `${section.label} (standalone)`,
      },
      argv,
    );
}
