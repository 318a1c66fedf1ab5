// A remote's entry in the map of the sections (@site/sections), found by its package's name
// (`@site/<app>`), not by its folder's: a copy of the app built elsewhere (a test's variant
// of a release) is still the same section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sectionOfApp } from '@site/sections';

/** @param {string} appDir the app's folder, holding its package.json */
export function sectionOfAppDir(appDir) {
  const { name } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  if (!/^@site\/[a-z0-9-]+$/.test(name ?? '')) {
    throw new Error(`${appDir}/package.json: the name must be @site/<app>, got "${name}"`);
  }
  return sectionOfApp(name.slice('@site/'.length));
}
