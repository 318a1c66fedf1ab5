import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  commentLines,
  exists,
  knownNames,
  knownPaths,
  missingPaths,
  namedFileNames,
  namedPaths,
  topFolders,
  trackedFiles,
} from './named-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const files = [
  'README.md',
  'docs/decisions/006-hydrate.md',
  'docs/testing.md',
  'shell/src/bootstrap.tsx',
  'shell/build/early-taps.js',
  'scripts/hosting/policy.mjs',
  'scripts/hosting/releases.mjs',
  'red-remote/content/archive/001.md',
];
const known = knownPaths(files);
const folders = topFolders(files);
const missing = (file, text) =>
  missingPaths(file, text, known, folders).map(({ line, name }) => `${file}:${line} -> ${name}`);

test('a doc naming a file that does not exist fails, with its file and line', () => {
  const doc = [
    '# Notes',
    'The entry is `shell/src/bootstrap.tsx`; taps are held by shell/build/early-taps.js.',
    'Removed since: `shell/src/app/old-handoff.tsx`, see [guide](../guide.md).',
  ].join('\n');
  assert.deepEqual(missing('docs/decisions/notes.md', doc), [
    'docs/decisions/notes.md:3 -> shell/src/app/old-handoff.tsx',
    'docs/decisions/notes.md:3 -> docs/guide.md',
  ]);
});

test('relative Markdown links resolve from the file that holds them', () => {
  assert.deepEqual(missing('docs/testing.md', 'See [006](decisions/006-hydrate.md#context).'), []);
  assert.deepEqual(missing('docs/testing.md', 'See [007](decisions/007-release.md).'), [
    'docs/testing.md:1 -> docs/decisions/007-release.md',
  ]);
  assert.deepEqual(missing('README.md', '[site](https://example.org/shell/x.md), [top](#top)'), []);
});

test('source files are read in their comments only, not their strings', () => {
  const source = [
    "const page = 'shell/src/not-here.tsx'; // see shell/src/bootstrap.tsx",
    '/**',
    ' * Moved to shell/src/app/gone.ts.',
    ' */',
    'const re = /shell\\/src\\/x\\.ts/; // a regex is not a comment',
    'const url = `https://x.org//shell/src/y.ts`;',
  ].join('\n');
  assert.deepEqual(missing('shell/src/example.ts', source), [
    'shell/src/example.ts:3 -> shell/src/app/gone.ts',
  ]);
  assert.deepEqual(
    commentLines('a(); // one\n/* two\nthree */').map(({ line }) => line),
    [1, 2, 3],
  );
});

test('globs, placeholders, alternatives and ellipses name a family of paths', () => {
  assert.ok(exists('scripts/hosting/{policy,releases}.mjs', known));
  assert.ok(!exists('scripts/hosting/{policy,topology}.mjs', known));
  assert.ok(exists('scripts/hosting/*.mjs', known));
  assert.ok(exists('red-remote/content/archive/<nnn>.md', known));
  assert.ok(exists('shell/**/early-taps.js', known));
  assert.ok(!exists('shell/**/late-taps.js', known));
  assert.deepEqual(namedPaths('files under `shell/build/...` and shell/src/...', folders), [
    'shell/build/',
    'shell/src/',
  ]);
});

test('prose is not a path; build outputs are allowed by name', () => {
  assert.deepEqual(namedPaths('the shell/remote contract, @site/shared/design/*', folders), []);
  assert.deepEqual(missing('docs/testing.md', 'Served from `shell/dist/blog/index.html`.'), []);
});

test('a comment citing a file by its bare name names a tracked file, or a generated one', () => {
  const names = knownNames(files);
  const source = [
    '// Checked by bootstrap.test.tsx, beside bootstrap.tsx; see policy.mjs and 001.md.',
    '// Served as remoteEntry.js and sw.js; window.location and e.g. are not names.',
    '// A placeholder: `<file>.ts`, a family: *.spec.ts, a folder: entries.md-folder.',
  ].join('\n');
  assert.deepEqual(
    missingPaths('shell/src/example.ts', source, known, folders, names).map(
      ({ line, name }) => `${line} -> ${name}`,
    ),
    ['1 -> bootstrap.test.tsx'],
  );
  assert.deepEqual(namedFileNames('see kept-pages.ts, then budgets.json.'), [
    'kept-pages.ts',
    'budgets.json',
  ]);
});

test('every path the tracked docs and comments name exists', () => {
  const tracked = trackedFiles(root);
  const repoKnown = knownPaths(tracked);
  const repoFolders = topFolders(tracked);
  const repoNames = knownNames(tracked);
  const found = tracked.flatMap((file) =>
    missingPaths(
      file,
      readFileSync(path.join(root, file), 'utf8'),
      repoKnown,
      repoFolders,
      repoNames,
    ),
  );
  assert.deepEqual(
    found.map(({ file, line, name }) => `${file}:${line} -> ${name}`),
    [],
    'these name a path that is not in the repository (fix the text, or allow a generated path in GENERATED, named-paths.mjs)',
  );
});
