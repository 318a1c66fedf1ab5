// The rspack configuration every app of the site is built with: its own sources compiled by
// source-rules.mjs, the one list of shared singletons (mf-shared.mjs), slim shared modules
// (slim-modules.mjs) guarded by shared-exports-guard-plugin.mjs, and the MF runtime from its ES
// modules (mf-runtime-esm.mjs). A section is built with Module Federation's plugin (its
// container); the shell without it, and its own config adds its share table (shell-build.mjs,
// decision 033).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  SHARED_EXPORTS,
  SHELL_PROVIDED_SHARED,
  sharedEntryRequest,
  sharedSingletons,
} from './mf-shared.mjs';
import {
  esmRuntimeAliases,
  mfErrorTextsOffRule,
  mfPreloadOffRule,
  mfRuntimeEsmRule,
  mfSnapshotOffRule,
} from './mf-runtime-esm.mjs';
import { SharedExportsGuardPlugin } from './shared-exports-guard-plugin.mjs';
import { BuildInputsPlugin } from './build-inputs-plugin.mjs';
import { SharedNeedsPlugin } from './shared-needs-plugin.mjs';
import { readSiteEnv } from './read-site-env.mjs';
import { slimModuleFiles, slimModuleSource } from './slim-modules.mjs';
import { sourceRules } from './source-rules.mjs';

/** The page a remote runs in on its own: a root for its standalone entry, nothing else. */
function standalonePage(title) {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escaped}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app
 * @param {string} options.name federation name (a JS identifier)
 * @param {number} options.devPort dev-server port
 * @param {Record<string,string>} [options.exposes] exposed modules (remotes)
 * @param {string} [options.standaloneTitle] a remote's page title when it runs alone (its dev
 *   server's page, written here); without it the app's own index.html (the shell's)
 */
export function createAppConfig(options, argv = {}) {
  const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
  const isDev = mode === 'development';
  const siteEnv = readSiteEnv();
  const isHost = !options.exposes;
  const appPackageJson = JSON.parse(
    readFileSync(path.join(options.appDir, 'package.json'), 'utf8'),
  );
  const slimModules = slimModuleFiles(options.appDir, SHARED_EXPORTS);
  /** A production remote: its container only, no standalone page. */
  const containerOnly = !isHost && !isDev;

  return {
    mode,
    context: options.appDir,
    // A production remote is its container (remoteEntry.js, added by federation) alone: its
    // standalone page runs on its dev server only (it has no federation runtime of its own in
    // production), and building it would make the theme and the shared UI it renders inputs of
    // the remote's release (docs/deploy.md, "What starts a release").
    entry: containerOnly ? {} : { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      // SITE_BUILD_DIR builds every app of one target side by side (scripts/hosting/builds.mjs).
      path: process.env.SITE_BUILD_DIR
        ? path.join(process.env.SITE_BUILD_DIR, path.basename(options.appDir))
        : path.join(options.appDir, 'dist'),
      // The host is served from the site root. A production remote resolves its chunks next
      // to its own manifest, wherever it is deployed ('auto'); on its dev server it uses its
      // own origin, so deep links of the standalone page and the composed dev site both work.
      publicPath: isHost ? '/' : isDev ? `http://localhost:${options.devPort}/` : 'auto',
      filename: isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: esmRuntimeAliases() },
    module: {
      rules: [
        ...sourceRules({ isDev }),
        mfRuntimeEsmRule(),
        mfSnapshotOffRule(),
        mfPreloadOffRule(),
        // Readers never see the sentences; a developer's build keeps them.
        ...(isDev ? [] : [mfErrorTextsOffRule()]),
      ],
    },
    plugins: [
      new rspack.experiments.VirtualModulesPlugin(
        Object.fromEntries(
          Object.entries(slimModules).map(([pkg, { file, names }]) => [
            file,
            slimModuleSource(pkg, names, { isDev }),
          ]),
        ),
      ),
      new SharedExportsGuardPlugin(SHARED_EXPORTS),
      // What the production build read, for the release triggers (docs/deploy.md).
      ...(isDev ? [] : [new BuildInputsPlugin({ appDir: options.appDir })]),
      // A remote runs on the shell's @site/shared: it declares the lowest version it needs.
      ...(isHost
        ? []
        : [
            new SharedNeedsPlugin({
              appDir: options.appDir,
              declared: appPackageJson.dependencies?.['@site/shared'],
              packages: SHELL_PROVIDED_SHARED.map(sharedEntryRequest),
            }),
          ]),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __SITE_ENV__: JSON.stringify(siteEnv),
        // Each field on its own too, so code that reads one (`__SITE_ENV__.firebase`) gets
        // the literal and the minifier drops what an unconfigured service would need.
        ...Object.fromEntries(
          Object.entries(siteEnv).map(([key, value]) => [
            `__SITE_ENV__.${key}`,
            JSON.stringify(value),
          ]),
        ),
      }),
      ...(containerOnly
        ? []
        : [
            new rspack.HtmlRspackPlugin({
              ...(options.standaloneTitle
                ? { templateContent: standalonePage(options.standaloneTitle) }
                : { template: path.join(options.appDir, 'index.html') }),
              scriptLoading: 'defer',
              minify: !isDev,
            }),
          ]),
      ...(isHost
        ? []
        : [
            new ModuleFederationPlugin({
              name: options.name,
              filename: 'remoteEntry.js',
              exposes: options.exposes,
              remotes: {},
              shared: sharedSingletons(
                appPackageJson,
                Object.fromEntries(
                  Object.entries(slimModules).map(([pkg, { file }]) => [pkg, file]),
                ),
                // The standalone dev server runs a remote without the shell: it keeps its copy.
                { isDev, consume: isDev ? [] : SHELL_PROVIDED_SHARED },
              ),
              // Not the default "version-first": it fetches and starts every registered remote's
              // entry each time a shared module is loaded on demand (runtime-core's
              // initializeSharing), so a post page whose like button loaded firebase/firestore
              // downloaded the Red and portfolio entries too. The shell's singletons are loaded
              // first anyway; a remote uses what is loaded. The shell's table says the same
              // (federation-instance.ts).
              shareStrategy: 'loaded-first',
              manifest: { fileName: 'mf-manifest.json' },
              dts: false,
              // One MF runtime per page: the shell provides it, production remotes use it
              // instead of shipping their own copy (~33 KB gzip each). The standalone dev
              // server keeps a remote self-contained for its contributor.
              experiments: {
                externalRuntime: !isDev,
                // Browser only: leaves the runtime's Node loading code out of the bundle. No
                // snapshot plugin: the runtime manifest names each remote's `remoteEntry.js`,
                // not its `mf-manifest.json` (docs/contract.md). Production remotes load no
                // remotes.
                optimization: {
                  target: 'web',
                  disableSnapshot: true,
                  ...(isDev ? {} : { disableRemote: true }),
                },
              },
            }),
          ]),
    ],
    optimization: { minimize: !isDev },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: isDev ? 'minimal' : 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    experiments: {},
  };
}
