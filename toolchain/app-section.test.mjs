import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { federationExposes, SECTIONS, SECTION_NAMES } from '@site/sections';
import { createRemoteConfig, sectionOfAppDir } from './app-section.mjs';

const root = path.resolve(import.meta.dirname, '..');

test("each remote's folder finds its own entry of the map", () => {
  for (const name of SECTION_NAMES) {
    const section = sectionOfAppDir(path.join(root, SECTIONS[name].app));
    assert.equal(section.name, name);
    assert.equal(section.scope, SECTIONS[name].scope);
  }
});

test('a copy of an app in another folder is still its section; a package of no app is refused', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-section-'));
  try {
    const [name] = SECTION_NAMES;
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: `@site/${SECTIONS[name].app}` }),
    );
    assert.equal(sectionOfAppDir(dir).name, name);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@site/shell' }));
    assert.throws(() => sectionOfAppDir(dir), /no section has the app folder "shell"/);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'unscoped-app' }));
    assert.throws(() => sectionOfAppDir(dir), /the name must be @site\/<app>, got "unscoped-app"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a remote's config is its section's: scope, dev port and exposed modules from the map", () => {
  for (const name of SECTION_NAMES) {
    const configUrl = pathToFileURL(path.join(root, SECTIONS[name].app, 'rspack.config.mjs'));
    const config = createRemoteConfig(configUrl.href)({}, { mode: 'production' });
    const federation = config.plugins.find((plugin) => plugin?._options?.name !== undefined);
    assert.equal(federation._options.name, SECTIONS[name].scope);
    assert.deepEqual(
      Object.keys(federation._options.exposes).sort(),
      Object.keys(federationExposes(SECTIONS[name])).sort(),
    );
  }
});
