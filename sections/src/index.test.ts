import assert from 'node:assert/strict';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_FOLDERS,
  SECTIONS,
  SECTION_NAMES,
  SHELL,
  federationExposes,
  sectionOfApp,
} from './index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sections = SECTION_NAMES.map((name) => ({ name, ...SECTIONS[name] }));
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;

test('each scope is a JS identifier; no two apps share a folder, a scope or a dev port', () => {
  for (const { scope } of sections) assert.match(scope, /^[A-Za-z_$][\w$]*$/);
  const lists = {
    folder: [SHELL.app, ...sections.map((section) => section.app)],
    scope: sections.map((section) => section.scope),
    'dev port': [SHELL.devPort, ...sections.map((section) => section.devPort)],
  };
  for (const [what, values] of Object.entries(lists)) {
    assert.equal(new Set<unknown>(values).size, values.length, `two apps share a ${what}`);
  }
});

test('each prefix is a path without a trailing slash, owned by one section', () => {
  const prefixes = sections.flatMap((section) => section.prefixes);
  for (const prefix of prefixes) assert.match(prefix, /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  for (const prefix of prefixes) {
    const owners = prefixes.filter((other) => other === prefix || other.startsWith(`${prefix}/`));
    assert.deepEqual(owners, [prefix], `${prefix} is inside another prefix`);
  }
});

test('each app folder is a workspace named @site/<folder>', () => {
  for (const app of APP_FOLDERS) {
    // What npm made of package.json's workspaces (a pattern there, `*-remote`, names no app).
    const linked = realpathSync(path.join(ROOT, 'node_modules/@site', app));
    assert.equal(linked, realpathSync(path.join(ROOT, app)), `${app} is not a workspace`);
    assert.equal(readJson(`${app}/package.json`).name, `@site/${app}`);
  }
});

test('each section exposes its routes, and each exposed module is a file of its src/', () => {
  for (const section of sections) {
    assert.ok(section.exposes.includes('routes'), `${section.name} exposes no routes`);
    for (const [expose, request] of Object.entries(federationExposes(section))) {
      assert.match(expose, /^\.\/[a-z-]+$/);
      const file = ['.ts', '.tsx'].map((ext) => path.join(ROOT, section.app, `${request}${ext}`));
      assert.ok(file.some(existsSync), `${section.app}/${request}.ts(x) does not exist`);
    }
  }
});

test('sectionOfApp finds a section by its folder and refuses any other folder', () => {
  for (const section of sections) assert.deepEqual(sectionOfApp(section.app), section);
  assert.throws(() => sectionOfApp(SHELL.app), /no section has the app folder "shell"/);
});
