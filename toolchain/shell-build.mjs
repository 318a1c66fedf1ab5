// What the shell's build adds to the configuration every app shares (create-app-config.mjs),
// read by the shell's config alone, so that a change here is a release of the shell alone
// (decision 033): its share table as a module, the aliases that make its own imports reach
// what it offers, and its chunks.
import { rspack } from '@rspack/core';
import { SHARED_EXPORTS, SHELL_PROVIDED_SHARED, sharedSingletons } from './mf-shared.mjs';
import {
  SHELL_SPLIT_CHUNKS,
  shellAliases,
  shellSharesFile,
  shellSharesSource,
} from './shell-shares.mjs';
import { slimModuleFiles } from './slim-modules.mjs';

/**
 * The shell's rspack configuration from the one every app is built with.
 * @param {ReturnType<typeof import('./create-app-config.mjs').createAppConfig>} config
 * @param {{ appDir: string, appPackageJson: object }} app the shell's folder and package.json
 */
export function withShellBuild(config, { appDir, appPackageJson }) {
  const isDev = config.mode === 'development';
  const slimModules = slimModuleFiles(appDir, SHARED_EXPORTS);
  const shared = sharedSingletons(
    appPackageJson,
    Object.fromEntries(Object.entries(slimModules).map(([pkg, { file }]) => [pkg, file])),
    { isDev, provide: SHELL_PROVIDED_SHARED },
  );
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve.alias, ...shellAliases(appDir, slimModules) },
    },
    plugins: [
      ...config.plugins,
      new rspack.experiments.VirtualModulesPlugin({
        [shellSharesFile(appDir)]: shellSharesSource(shared),
      }),
    ],
    optimization: { ...config.optimization, splitChunks: SHELL_SPLIT_CHUNKS },
  };
}
