// The same site built as ONE application, without Module Federation: the shell's layout,
// home and router and every remote's `routes` imported directly, one React, code split per
// section (each remote's routes become an async chunk, as a hand-built SPA would do).
// Only the bench uses it: `npm run bench` compares the federated site with this build.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { SECTIONS, SECTION_NAMES } from '@site/sections';
import { CompileHintsPlugin } from '../../toolchain/compile-hints-plugin.mjs';
import { readSiteEnv } from '../../toolchain/read-site-env.mjs';
import { APP_FOLDERS } from '../../scripts/lib/apps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** A rule as text, so that the same rule made by two apps' configs is kept once. */
const ruleKey = (rule) =>
  JSON.stringify(rule, (_key, value) => (value instanceof RegExp ? String(value) : value));

/**
 * Every module rule of every app's own production config (the shared source rules, the content
 * loader among them, and whatever an app adds), each once: the single bundle compiles each
 * file as its app does, and a rule an app adds reaches it without a copy here.
 */
async function appRules() {
  const rules = new Map();
  for (const app of APP_FOLDERS) {
    const { default: appConfig } = await import(
      pathToFileURL(path.join(root, app, 'rspack.config.mjs')).href
    );
    const config = appConfig({}, { mode: 'production' });
    for (const rule of config.module.rules) rules.set(ruleKey(rule), rule);
  }
  return [...rules.values()];
}

/**
 * src/section-loaders (typed by its .d.ts), written from the map: each exposed module's id to
 * a dynamic import of its source, so a section the map gains is in the single bundle too.
 */
function sectionLoadersModule() {
  const lines = SECTION_NAMES.flatMap((name) => {
    const { app, scope, exposes } = SECTIONS[name];
    const source = (exposed) => JSON.stringify(path.join(root, app, 'src', exposed));
    return exposes.map((exposed) => `  '${scope}/${exposed}': () => import(${source(exposed)}),`);
  });
  return `export const loaders = {\n${lines.join('\n')}\n};\n`;
}

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
  module: { rules: await appRules() },
  plugins: [
    new rspack.experiments.VirtualModulesPlugin({
      [path.join(here, 'src/section-loaders.ts')]: sectionLoadersModule(),
    }),
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
