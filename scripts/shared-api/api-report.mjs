// The public API of @site/shared, as a report: every export of every entry point a remote
// may import (package.json "exports"), with its kind, its type (a constant's without its
// values) and the version its signature dates from. The shared package is a federation
// singleton: at run time every remote gets the shell's copy, so an export a remote needs that
// the shell's copy lacks is a broken section (React #130 on render). Its version says what
// changed: a new export needs a minor bump, a removed or changed one a major bump, a value
// none (decision 023). `check()` enforces that against the checked-in report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Entry points of the shared package that apps import (build helpers and test kits aside). */
export function publicEntries(packageJson) {
  return Object.entries(packageJson.exports)
    .filter(([entry]) => !entry.includes('*') && !['./testing', './standalone'].includes(entry))
    .map(([entry, file]) => ({ entry, file }));
}

const FORMAT = ts.TypeFormatFlags.NoTruncation;

/** Type text without the machine's paths (`import("/abs/path").Name` is `Name`). */
function typeText(checker, type, flags = FORMAT) {
  return checker.typeToString(type, undefined, flags).replace(/import\("[^"]*"\)\./g, '');
}

function describe(checker, exported) {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  if (symbol.flags & ts.SymbolFlags.Interface) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const members = checker
      .getPropertiesOfType(type)
      .map((member) => {
        const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
        const memberType = checker.getTypeOfSymbol(member);
        return `${member.name}${optional}: ${typeText(checker, memberType)}`;
      })
      .sort();
    return `interface { ${members.join('; ')} }`;
  }
  if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    return `type ${typeText(checker, type, FORMAT | ts.TypeFormatFlags.InTypeAlias)}`;
  }
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return 'unknown';
  const kind =
    symbol.flags & ts.SymbolFlags.Class
      ? 'class'
      : symbol.flags & ts.SymbolFlags.Function
        ? 'function'
        : 'const';
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return `${kind} ${kind === 'const' ? valueShape(checker, type) : typeText(checker, type)}`;
}

/**
 * A constant's type without its values: literals widened to their base type, in its object
 * literals, arrays and tuples. A value is not a signature: a theme colour or a site name that
 * changes reaches every section with the shell's copy, and no remote's code depends on it, so
 * it is no version change (decision 023). Functions and named types stay as they are typed.
 */
export function valueShape(checker, type) {
  if (type.flags & (ts.TypeFlags.Literal | ts.TypeFlags.BooleanLiteral)) {
    return typeText(checker, checker.getBaseTypeOfLiteralType(type));
  }
  if (type.isUnion() && type.types.every((member) => member.flags & ts.TypeFlags.Literal)) {
    return [...new Set(type.types.map((member) => valueShape(checker, member)))].join(' | ');
  }
  if (checker.isTupleType(type) || checker.isArrayType(type)) {
    const elements = [
      ...new Set(checker.getTypeArguments(type).map((element) => valueShape(checker, element))),
    ];
    const element = elements.length === 1 ? elements[0] : `(${elements.join(' | ') || 'never'})`;
    return `readonly ${element}[]`;
  }
  const isObjectLiteral =
    type.flags & ts.TypeFlags.Object &&
    type.objectFlags & (ts.ObjectFlags.ObjectLiteral | ts.ObjectFlags.Anonymous);
  if (isObjectLiteral && type.getCallSignatures().length === 0) {
    const members = checker
      .getPropertiesOfType(type)
      .map((member) => `${member.name}: ${valueShape(checker, checker.getTypeOfSymbol(member))}`)
      .sort();
    return `{ ${members.join('; ')} }`;
  }
  return typeText(checker, type);
}

/** { version, entries: { '.': { name: description } } } for the package in `packageDir`. */
export function buildReport(packageDir) {
  const packageJson = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const entries = publicEntries(packageJson);
  const files = entries.map(({ file }) => path.join(packageDir, file));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: '@emotion/react',
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const report = { version: packageJson.version, entries: {} };
  for (const { entry, file } of entries) {
    const source = program.getSourceFile(path.join(packageDir, file));
    if (!source) throw new Error(`@site/shared: ${file} not found`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    report.entries[entry] = Object.fromEntries(
      exports
        .map((exported) => [exported.name, describe(checker, exported)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return report;
}

/**
 * What changed between two reports, export by export (`<entry> <name>`; an entry point added
 * or removed counts each of its exports): the API report tells them apart, and the version
 * follows them (decision 023).
 */
export function apiChanges(before, after) {
  const changes = { added: [], removed: [], changed: [] };
  const entries = new Set([...Object.keys(before.entries), ...Object.keys(after.entries)]);
  for (const entry of [...entries].sort()) {
    const old = before.entries[entry] ?? {};
    const now = after.entries[entry] ?? {};
    for (const name of new Set([...Object.keys(old), ...Object.keys(now)])) {
      const id = `${entry} ${name}`;
      if (!(name in now)) changes.removed.push(id);
      else if (!(name in old)) changes.added.push(id);
      else if (typeOf(old[name]) !== typeOf(now[name])) changes.changed.push(id);
    }
  }
  return changes;
}

/** 'none' | 'minor' (only additions) | 'major' (something removed or changed). */
export function changeLevel(before, after) {
  const { added, removed, changed } = apiChanges(before, after);
  if (removed.length > 0 || changed.length > 0) return 'major';
  return added.length > 0 ? 'minor' : 'none';
}

/** An export's type in a report, which records it with the version it dates from. */
function typeOf(recorded) {
  return typeof recorded === 'string' ? recorded : recorded.type;
}

/**
 * The report to write: each export with the version its signature dates from (`since`), kept
 * from the checked-in report while the signature stays; a build reads it to know the lowest
 * version of @site/shared its code needs (toolchain/shared-needs.mjs).
 */
export function withSince(checkedIn, current) {
  const entries = {};
  for (const [entry, exports] of Object.entries(current.entries)) {
    entries[entry] = {};
    for (const [name, type] of Object.entries(exports)) {
      const old = checkedIn?.entries[entry]?.[name];
      const since = old && typeOf(old) === type && old.since ? old.since : current.version;
      entries[entry][name] = { type, since };
    }
  }
  return { version: current.version, entries };
}

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`@site/shared version "${version}" is not major.minor.patch`);
  return match.slice(1).map(Number);
}

/** The smallest version the change needs, from the version of the checked-in report. */
export function requiredVersion(reportedVersion, level) {
  const [major, minor] = parseVersion(reportedVersion);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return reportedVersion;
}

export function isAtLeast(version, minimum) {
  const a = parseVersion(version);
  const b = parseVersion(minimum);
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/**
 * Compares the package with its checked-in report. Returns the problems (empty when the
 * report is current and the version matches the change).
 */
export function check(checkedIn, current) {
  const changes = apiChanges(checkedIn, current);
  const level = changeLevel(checkedIn, current);
  const needed = requiredVersion(checkedIn.version, level);
  const problems = [];
  if (!isAtLeast(current.version, needed)) {
    const listed = Object.entries(changes)
      .filter(([, ids]) => ids.length > 0)
      .map(([kind, ids]) => `${kind}: ${ids.join(', ')}`)
      .join('; ');
    problems.push(
      `@site/shared's public API changed (${level}; ${listed}) but its version is ${current.version}: bump shared/package.json to ${needed}, then npm run api:report -- --write`,
    );
  } else if (JSON.stringify(checkedIn) !== JSON.stringify(withSince(checkedIn, current))) {
    problems.push(
      'shared/api-report.json is out of date: npm run api:report -- --write (and commit it)',
    );
  }
  return problems;
}

/**
 * The problem when `current` records under its version another API than the first record of
 * that version (`first`: firstRecordOf), or null.
 */
export function versionNamesAnotherApi(first, current) {
  if (!first) return null;
  const changes = apiChanges(first.report, current);
  const listed = Object.entries(changes)
    .filter(([, ids]) => ids.length > 0)
    .map(([kind, ids]) => `${kind}: ${ids.join(', ')}`);
  if (listed.length === 0) return null;
  const needed = requiredVersion(current.version, changeLevel(first.report, current));
  return `@site/shared ${current.version} already names another API (first recorded in ${first.commit.slice(0, 10)}; since then ${listed.join('; ')}): a shell and a remote could both say ${current.version} and differ. Bump shared/package.json to ${needed}, then npm run api:report -- --write`;
}
