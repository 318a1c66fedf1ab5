// An rspack plugin for a remote's build: it reads what the bundled code imports from the
// @site/shared entries the shell provides, and fails the build when the app's package.json
// does not declare exactly the lowest version that has all of it (shared-needs.mjs). That
// declaration is the range the remote asks the shell's copy for at run time (mf-shared.mjs).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isOwnScript } from './shared-exports-guard-plugin.mjs';
import { declarationProblem, lowestVersionNeeded, sharedImports } from './shared-needs.mjs';

const PLUGIN = 'SharedNeedsPlugin';

/** The folder of the @site/shared the app's code resolves (node's lookup, from the app up). */
export function resolvedSharedDir(appDir) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules/@site/shared');
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) throw new Error(`${appDir} resolves no @site/shared`);
  }
}

export class SharedNeedsPlugin {
  /**
   * @param {{ appDir: string, declared: string | undefined, packages: string[] }} options the
   *   app's folder, its declared @site/shared range, and the shared packages the shell provides
   */
  constructor(
    { appDir, declared, packages },
    { readSource = (file) => readFileSync(file, 'utf8') } = {},
  ) {
    this.appDir = appDir;
    this.app = path.basename(appDir);
    this.declared = declared;
    this.packages = packages;
    this.readSource = readSource;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const imports = [];
        for (const module of modules) {
          const file = module.resource?.split('?')[0];
          if (!isOwnScript(file)) continue;
          imports.push(...sharedImports(this.readSource(file), this.packages, path.basename(file)));
        }
        // The API report of the @site/shared this build compiles against, where each export
        // says the version it dates from.
        const reportFile = path.join(resolvedSharedDir(this.appDir), 'api-report.json');
        const report = JSON.parse(readFileSync(reportFile, 'utf8'));
        const problem = declarationProblem(
          this.app,
          this.declared,
          lowestVersionNeeded(imports, report),
        );
        if (problem) compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}
