import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import {
  apiChanges,
  changeLevel,
  check,
  requiredVersion,
  valueShape,
  withSince,
} from './api-report.mjs';

const base = { version: '1.2.3', entries: { '.': { toast: 'const X', Page: 'function A' } } };
const withEntries = (entries, version = base.version) => ({ version, entries });
/** The report as checked in: each export with the version it dates from. */
const recorded = (report, since = report.version) => withSince(null, { ...report, version: since });

test('no change, an addition and a removal or change are none, minor and major', () => {
  assert.equal(changeLevel(base, base), 'none');
  assert.equal(
    changeLevel(base, withEntries({ '.': { ...base.entries['.'], extra: 'const Y' } })),
    'minor',
  );
  assert.equal(
    changeLevel(base, withEntries({ '.': base.entries['.'], './new': { x: 'const Y' } })),
    'minor',
  );
  assert.equal(changeLevel(base, withEntries({ '.': { toast: 'const X' } })), 'major');
  assert.equal(
    changeLevel(base, withEntries({ '.': { toast: 'const X', Page: 'function B' } })),
    'major',
  );
  assert.equal(changeLevel(base, withEntries({})), 'major');
});

test('the changes are told apart, export by export', () => {
  const after = withEntries({ '.': { toast: 'const Z', extra: 'const Y' }, './new': { n: 'x' } });
  assert.deepEqual(apiChanges(recorded(base), after), {
    added: ['. extra', './new n'],
    removed: ['. Page'],
    changed: ['. toast'],
  });
});

test('the version each change needs', () => {
  assert.equal(requiredVersion('1.2.3', 'none'), '1.2.3');
  assert.equal(requiredVersion('1.2.3', 'minor'), '1.3.0');
  assert.equal(requiredVersion('1.2.3', 'major'), '2.0.0');
});

test('an API change without the bump fails naming it, with the bump asks for the report', () => {
  const added = { '.': { ...base.entries['.'], extra: 'const Y' } };
  const problems = check(recorded(base), withEntries(added));
  assert.match(problems[0], /added: \. extra/);
  assert.match(problems[0], /bump shared\/package.json to 1\.3\.0/);
  assert.match(check(recorded(base), withEntries(added, '1.3.0'))[0], /out of date/);
  const written = withSince(recorded(base), withEntries(added, '1.3.0'));
  assert.deepEqual(check(written, withEntries(added, '1.3.0')), []);
  const removed = { '.': { toast: 'const X' } };
  assert.match(
    check(recorded(base), withEntries(removed, '1.3.0'))[0],
    /removed: \. Page\) but its version is 1\.3\.0: bump shared\/package.json to 2\.0\.0/,
  );
  assert.deepEqual(check(recorded(base), base), []);
});

test('each export keeps the version its signature dates from', () => {
  const before = recorded(base, '1.0.0');
  const after = withEntries({ '.': { toast: 'const X', Page: 'function B', extra: 'Y' } }, '2.0.0');
  assert.deepEqual(withSince(before, after).entries['.'], {
    toast: { type: 'const X', since: '1.0.0' },
    Page: { type: 'function B', since: '2.0.0' },
    extra: { type: 'Y', since: '2.0.0' },
  });
});

test("a constant's values are not its type; its functions' signatures are", () => {
  const source = `
    export const colours = { gold: '#d4af37', list: ['a', 'b'], n: 3, on: true } as const;
    export const name = 'Mira';
    export const pick = { of: (size: 'small' | 'large') => size };`;
  const file = path.join(import.meta.dirname, 'fixture.ts');
  const host = ts.createCompilerHost({ strict: true });
  const read = host.readFile;
  host.readFile = (name) => (name === file ? source : read(name));
  host.fileExists = (
    (exists) => (name) =>
      name === file || exists(name)
  )(host.fileExists);
  const program = ts.createProgram([file], { strict: true, noEmit: true, types: [] }, host);
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(
    checker.getSymbolAtLocation(program.getSourceFile(file)),
  );
  const shapes = Object.fromEntries(
    exports.map((symbol) => [symbol.name, valueShape(checker, checker.getTypeOfSymbol(symbol))]),
  );
  assert.deepEqual(shapes, {
    colours: '{ gold: string; list: readonly string[]; n: number; on: boolean }',
    name: 'string',
    pick: `{ of: (size: "small" | "large") => "small" | "large" }`,
  });
});
