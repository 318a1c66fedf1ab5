// The rspack configuration every app of the site is built with: TypeScript via SWC with
// Emotion's JSX runtime, images as hashed files, Markdown content through the schema-checked
// loader, and Module Federation with the one list of shared singletons.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './mf-shared.mjs';
import { readSiteEnv } from './site-env.mjs';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app
 * @param {string} options.name federation name (a JS identifier)
 * @param {number} options.devPort dev-server port
 * @param {Record<string,string>} [options.exposes] exposed modules (remotes)
 * @param {string[]} [options.runtimePlugins] MF runtime plugins (host)
 */
export function createAppConfig(options, argv = {}) {
  const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
  const isDev = mode === 'development';
  const siteEnv = readSiteEnv();
  const isHost = !options.exposes;
  const appPackageJson = JSON.parse(
    readFileSync(path.join(options.appDir, 'package.json'), 'utf8'),
  );

  return {
    mode,
    context: options.appDir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(options.appDir, 'dist'),
      // The host is served from the site root; a remote resolves its chunks next to its
      // own manifest, wherever it is deployed.
      publicPath: isHost ? '/' : 'auto',
      filename: isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: {
                  runtime: 'automatic',
                  importSource: '@emotion/react',
                  development: isDev,
                  refresh: false,
                },
              },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|avif|gif|svg)$/i, type: 'asset/resource' },
        {
          test: /\.md$/,
          loader: path.join(sharedRoot, 'build/markdown-loader.cjs'),
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __SITE_ENV__: JSON.stringify(siteEnv),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(options.appDir, 'index.html'),
        scriptLoading: 'defer',
        minify: !isDev,
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(appPackageJson),
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One MF runtime per page: the shell provides it, production remotes use it instead
        // of shipping their own copy (~33 KB gzip each). The standalone dev server keeps a
        // remote self-contained for its contributor.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
          // Browser only: leaves the runtime's Node loading code out of the bundle.
          optimization: { target: 'web' },
        },
      }),
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
