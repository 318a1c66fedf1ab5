// An rspack plugin that fails the build when app code imports from a slim shared package a
// name its slim module does not provide (see unlisted-shared-imports.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unlistedSharedImports } from './unlisted-shared-imports.mjs';

const PLUGIN = 'SharedExportsGuardPlugin';

/** The app's own script files: packages are checked by their authors, not here. */
export function isOwnScript(file) {
  return Boolean(file) && !/[\\/]node_modules[\\/]/.test(file) && /\.[cm]?[jt]sx?$/.test(file);
}

/** The error message for one unlisted import, worded for the person who wrote it. */
export function unlistedImportMessage(file, { pkg, what, line }) {
  return (
    `${file}:${line} imports ${what} from '${pkg}', which the shared singleton does not ` +
    `provide. Add it to SHARED_EXPORTS in toolchain/mf-shared.mjs (and deploy the shell ` +
    `first).`
  );
}

/**
 * At run time an import the slim module does not provide would be undefined, so it fails
 * here, at build time, in every app that makes it. `readSource` is injectable for tests.
 */
export class SharedExportsGuardPlugin {
  constructor(sharedExports, { readSource = (file) => readFileSync(file, 'utf8') } = {}) {
    this.sharedExports = sharedExports;
    this.readSource = readSource;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        for (const module of modules) {
          // A resource may carry a query (`<file>.md?raw`).
          const file = module.resource?.split('?')[0];
          if (!isOwnScript(file)) continue;
          const problems = unlistedSharedImports(this.readSource(file), this.sharedExports, {
            fileName: file,
          });
          for (const problem of problems) {
            const message = unlistedImportMessage(path.relative(process.cwd(), file), problem);
            compilation.errors.push(new compiler.webpack.WebpackError(message));
          }
        }
      });
    });
  }
}
