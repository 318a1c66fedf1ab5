// The public API of @site/shared, as a report: every export of every entry point a remote
// may import (package.json "exports"), with its kind and type. The shared package is a
// federation singleton: at run time every remote gets the shell's copy, so an export a remote
// needs that the shell's copy lacks is a broken section (React #130 on render). Its version
// says what changed: a new export needs a minor bump, a removed or changed one a major bump
// (docs/contract.md). `check()` enforces that against the checked-in report.
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
  return `${kind} ${typeText(checker, type)}`;
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

/** 'none' | 'minor' (only additions) | 'major' (something removed or changed). */
export function changeLevel(before, after) {
  let level = 'none';
  const entries = new Set([...Object.keys(before.entries), ...Object.keys(after.entries)]);
  for (const entry of entries) {
    const old = before.entries[entry];
    const now = after.entries[entry];
    if (!now) return 'major';
    if (!old) {
      level = 'minor';
      continue;
    }
    for (const [name, description] of Object.entries(old)) {
      if (now[name] !== description) return 'major';
    }
    if (Object.keys(now).some((name) => !(name in old))) level = 'minor';
  }
  return level;
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
  const level = changeLevel(checkedIn, current);
  const needed = requiredVersion(checkedIn.version, level);
  const problems = [];
  if (!isAtLeast(current.version, needed)) {
    problems.push(
      `@site/shared's public API changed (${level}: ${level === 'major' ? 'an export was removed or changed' : 'an export was added'}) but its version is ${current.version}: bump shared/package.json to ${needed}, then npm run api:report -- --write`,
    );
  } else if (JSON.stringify(checkedIn) !== JSON.stringify(current)) {
    problems.push(
      'shared/api-report.json is out of date: npm run api:report -- --write (and commit it)',
    );
  }
  return problems;
}
