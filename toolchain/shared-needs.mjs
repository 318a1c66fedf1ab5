// The lowest version of @site/shared a remote's code needs. @site/shared is a federation
// singleton the shell provides: a remote runs on the shell's copy, so what it needs is the
// exports it imports at run time, each dating from a version (`since` in
// shared/api-report.json), not the version it happened to be built with (decision 023).
import { sharedEntryRequest } from './mf-shared.mjs';
import { unlistedSharedImports } from './unlisted-shared-imports.mjs';

const WHOLE_MODULE = '*';

/**
 * What a source file takes at run time from the shared entries (`@site/shared`,
 * `@site/shared/dialog`...): `{ pkg, name }`, `name` '*' for a whole-module form (namespace
 * import, `export *`, dynamic import, side-effect import). Type-only imports are left out:
 * the compiler erases them.
 */
export function sharedImports(source, packages, fileName) {
  const nothingListed = Object.fromEntries(packages.map((pkg) => [pkg, []]));
  return unlistedSharedImports(source, nothingListed, { fileName }).map(({ pkg, what }) => {
    const named = /^'(.+)'$/.exec(what);
    return { pkg, name: named ? named[1] : WHOLE_MODULE };
  });
}

function versionParts(version) {
  return version.split('.').map(Number);
}

function isNewer(a, b) {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
}

/**
 * The lowest version that has every import in `imports`: the newest `since` among them, and
 * the import that sets it (`because`). Unknown names are returned as `missing`.
 */
export function lowestVersionNeeded(imports, report) {
  const entryOf = Object.fromEntries(
    Object.keys(report.entries).map((entry) => [sharedEntryRequest(entry), entry]),
  );
  let needed = { version: '0.0.0', because: null };
  const missing = [];
  const consider = (version, because) => {
    if (isNewer(version, needed.version)) needed = { version, because };
  };
  for (const { pkg, name } of imports) {
    const exports = report.entries[entryOf[pkg]];
    if (!exports) {
      missing.push(`${pkg} (no such entry point)`);
    } else if (name === WHOLE_MODULE) {
      for (const [each, { since }] of Object.entries(exports)) consider(since, `${pkg} ${each}`);
    } else if (!exports[name]) {
      missing.push(`${name} from ${pkg}`);
    } else {
      consider(exports[name].since, `${name} from ${pkg}`);
    }
  }
  return { ...needed, missing };
}

/** The version a package.json range declares as its lowest: '^7.1.0' or '7.1.0' -> '7.1.0'. */
export function declaredMinimum(range) {
  const match = /^\^?(\d+\.\d+\.\d+)$/.exec(range ?? '');
  return match ? match[1] : null;
}

/**
 * The problem with what an app declares, or null: it must declare exactly the lowest version
 * it needs. Lower, a shell on that version would run it without an export it uses (a broken
 * section); higher, a shell that has everything it uses would refuse it (a paused section).
 */
export function declarationProblem(app, declaredRange, needed) {
  if (needed.missing.length > 0) {
    return `${app} imports ${needed.missing.join(', ')}, which @site/shared does not export (shared/api-report.json)`;
  }
  const declared = declaredMinimum(declaredRange);
  if (!needed.because || declared === needed.version) return null;
  const fix = `declare "@site/shared": "^${needed.version}" in ${app}/package.json`;
  if (!declared)
    return `${app} declares @site/shared "${declaredRange}", not a ^major.minor.patch range: ${fix}`;
  const why = `the newest export it uses, ${needed.because}, dates from ${needed.version}`;
  return isNewer(needed.version, declared)
    ? `${app} declares @site/shared ^${declared}, but ${why}: a shell on ${declared} would break it; ${fix}`
    : `${app} declares @site/shared ^${declared}, but ${why}: a shell on ${needed.version} would refuse it for nothing; ${fix}`;
}
