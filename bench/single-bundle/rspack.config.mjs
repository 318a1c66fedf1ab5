// The same site built as ONE application, without Module Federation: the shell's layout,
// home and router and every remote's `routes` imported directly, one React, code split per
// section (each remote's routes become an async chunk, as a hand-built SPA would do).
// Only the bench uses it: `npm run bench` compares the federated site with this build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { CompileHintsPlugin } from '../../toolchain/compile-hints-plugin.mjs';
import { sourceRules } from '../../toolchain/source-rules.mjs';
import { readSiteEnv } from '../../toolchain/site-env.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export default {
  mode: 'production',
  context: here,
  entry: { main: './src/index.ts' },
  devtool: 'source-map',
  output: {
    path: path.join(here, 'dist'),
    publicPath: '/',
    filename: 'static/js/[name].[contenthash:10].js',
    chunkFilename: 'static/js/[name].[contenthash:10].js',
    assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs'],
    alias: {
      // The shell loads sections through federation; here they are plain dynamic imports.
      [path.join(root, 'shell/src/remotes/remote-registry.ts')]: path.join(
        here,
        'src/direct-remote-registry.ts',
      ),
    },
  },
  module: { rules: sourceRules() },
  plugins: [
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify('production'),
      __SITE_ENV__: JSON.stringify(readSiteEnv()),
    }),
    new rspack.HtmlRspackPlugin({
      template: path.join(root, 'shell/index.html'),
      scriptLoading: 'defer',
      minify: true,
    }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(root, 'shell/public') }] }),
    // As the federated shell's entry and React DOM: here both are in the one entry chunk.
    new CompileHintsPlugin({ entries: ['main'] }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
};
