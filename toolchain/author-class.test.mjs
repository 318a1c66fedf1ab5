import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { isSiteClass, siteClassesIn } = require('./author-class.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test("a class value's site classes are found as HTML splits it", () => {
  assert.deepEqual(siteClassesIn('note css-1abc\tvisually-hidden\n aside'), [
    'css-1abc',
    'visually-hidden',
  ]);
  assert.deepEqual(siteClassesIn('note aside language-js csss-x'), []);
  assert.ok(isSiteClass('CSS-1ABC'));
});

/** The class names the site's code writes: in `class`/`className` and in Emotion's css``. */
function classesNamedInCode() {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !/\.test\.|__tests__|\/testing\/|^(e2e|scripts|bench)\//.test(file));
  const names = new Map();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, value] of text.matchAll(/\bclass(?:Name)?=\\?["']([^"'\\$]+)/g)) {
      for (const name of value.split(/\s+/).filter(Boolean)) names.set(name, file);
    }
    for (const [, css] of text.matchAll(/css`([^`]*)`/g)) {
      for (const [, name] of css.matchAll(
        /(?:^|[\s,>+~(&])\.(-?[a-zA-Z_][\w-]*)(?=[\s,{:.>+~)[])/g,
      )) {
        names.set(name, file);
      }
    }
  }
  return names;
}

test("every class the site's code names is one an author may not use", () => {
  const named = classesNamedInCode();
  assert.ok(named.has('visually-hidden'), 'the scan finds the classes it is meant to');
  const missing = [...named].filter(([name]) => !isSiteClass(name));
  assert.deepEqual(missing, [], 'add them to SITE_CLASSES in toolchain/author-class.cjs');
});
