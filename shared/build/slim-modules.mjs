// Slim shared modules: a singleton that re-exports only the names the site uses
// (SHARED_EXPORTS in mf-shared.mjs), so the bundler can leave the rest of the package out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Source of a module that re-exports only the listed names of a package, imported by its
 * file path (a bare name would be taken for the shared module itself). Provided as the
 * singleton, it lets the bundler tree-shake the rest of the package.
 */
export function slimModuleSource(pkg, names, { resolve = require.resolve } = {}) {
  const packageJsonPath = resolve(`${pkg}/package.json`);
  const { module: esmEntry } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const target = path.join(path.dirname(packageJsonPath), esmEntry);
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
