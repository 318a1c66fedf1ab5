// Slim shared modules: a singleton that re-exports only the names the site uses
// (SHARED_EXPORTS in mf-shared.mjs), so the bundler can leave the rest of the package out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The conditions rspack matches for an `import` in a browser build (its defaults for the web
 * target). `types` and Node's conditions are not among them.
 */
function browserImportConditions(isDev) {
  return new Set([
    'import',
    'module',
    'webpack',
    'browser',
    'default',
    isDev ? 'development' : 'production',
  ]);
}

/**
 * The file a browser build's `import 'pkg'` resolves to: the package's `exports["."]`, its
 * conditions taken in the package's own order as the bundler does, else its `module` field.
 * The slim module must name the very file the app's other imports of the package reach
 * (@emotion/react's jsx runtime imports the same internals): another build of the package
 * would be a second copy, with a second theme context.
 */
export function browserModuleEntry(packageJson, { isDev = false } = {}) {
  const conditions = browserImportConditions(isDev);
  const pick = (target) => {
    if (typeof target === 'string') return target;
    if (!target || typeof target !== 'object') return null;
    for (const [condition, value] of Object.entries(target)) {
      if (!conditions.has(condition)) continue;
      const found = pick(value);
      if (found) return found;
    }
    return null;
  };
  const exportsField = packageJson.exports;
  const root =
    exportsField && typeof exportsField === 'object' && '.' in exportsField
      ? exportsField['.']
      : exportsField;
  const entry = pick(root) ?? packageJson.module;
  if (!entry) throw new Error(`${packageJson.name ?? 'a package'} has no ES module entry`);
  return entry;
}

/**
 * Source of a module that re-exports only the listed names of a package, imported by its
 * file path (a bare name would be taken for the shared module itself). Provided as the
 * singleton, it lets the bundler tree-shake the rest of the package.
 */
export function slimModuleSource(pkg, names, { resolve = require.resolve, isDev = false } = {}) {
  const packageJsonPath = resolve(`${pkg}/package.json`);
  const packageJson = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const target = path.join(
    path.dirname(packageJsonPath),
    browserModuleEntry(packageJson, { isDev }),
  );
  return `export { ${names.join(', ')} } from ${JSON.stringify(target)};\n`;
}

/**
 * Where each app's slim modules live: a virtual file per package under the app's
 * node_modules (outside the app's own sources, which the shared-exports guard reads).
 * package -> { file, names }
 */
export function slimModuleFiles(appDir, sharedExports) {
  return Object.fromEntries(
    Object.entries(sharedExports).map(([pkg, names]) => [
      pkg,
      { file: path.join(appDir, `node_modules/.site-shared/${pkg}.js`), names },
    ]),
  );
}
