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
 * What Module Federation's plugin defines for the runtime from its `experiments.optimization`
 * (the sections' builds: create-app-config.mjs). The shell is built without the plugin, so it
 * defines them itself: without them the runtime core keeps, and runs, its snapshot and
 * preload-assets plugins and the SDK its Node script loader (4.3 KB gzip of the `federation`
 * chunk that no page of the site uses). Remotes stay on (the shell loads the sections), shares
 * too.
 */
export const SHELL_RUNTIME_DEFINES = {
  ENV_TARGET: JSON.stringify('web'),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  FEDERATION_OPTIMIZE_NO_REMOTE: false,
  FEDERATION_OPTIMIZE_NO_SHARED: false,
};

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
      new rspack.DefinePlugin(SHELL_RUNTIME_DEFINES),
      new rspack.experiments.VirtualModulesPlugin({
        [shellSharesFile(appDir)]: shellSharesSource(shared),
      }),
    ],
    optimization: { ...config.optimization, splitChunks: SHELL_SPLIT_CHUNKS },
  };
}
