// The rspack configuration every app of the site is built with: TypeScript via SWC with
// Emotion's JSX runtime, images as hashed files, Markdown content through the schema-checked
// loader, and Module Federation with the one list of shared singletons.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_EXPORTS, sharedSingletons } from './mf-shared.mjs';
import { readSiteEnv } from './site-env.mjs';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The Module Federation runtime packages, published as CommonJS and as ES modules. */
const MF_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
];

/**
 * The MF plugin wires its runtime in by CommonJS paths (`require.resolve`), and CommonJS
 * cannot be tree-shaken: every remote's entry then carries the whole SDK. Pointing those
 * entries at the packages' ES module builds (and resolving their own imports with the
 * `import` condition, see the rule below) leaves out what the page never calls.
 */
function esmRuntimeAliases() {
  const aliases = {};
  for (const name of MF_RUNTIME_PACKAGES) {
    const commonJs = require.resolve(name);
    const esm = commonJs.replace(/\.cjs$/, '.js');
    if (esm === commonJs || !existsSync(esm)) continue;
    aliases[`${name}$`] = esm;
    aliases[commonJs] = esm;
  }
  return aliases;
}

/**
 * Source of a module that re-exports only the listed names of a package, imported by its
 * file path (a bare name would be taken for the shared module itself). Provided as the
 * singleton, it lets the bundler tree-shake the rest of the package.
 */
function slimModuleSource(pkg, names) {
  const packageJsonPath = require.resolve(`${pkg}/package.json`);
  const { module: esmEntry } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const target = path.join(path.dirname(packageJsonPath), esmEntry);
  return `export { ${names.join(', ')} } from ${JSON.stringify(target)};\n`;
}

const NAMED_IMPORT = /\b(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const OTHER_IMPORT =
  /\bimport\s+(?!type\b)(?:\*\s+as\s+\w+|\w+)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Names a source file imports from `pkg` that SHARED_EXPORTS does not provide. */
export function unlistedSharedImports(source, pkg, listed) {
  const problems = [];
  for (const [, typeOnly, names, from] of source.matchAll(NAMED_IMPORT)) {
    if (from !== pkg || typeOnly) continue;
    for (const item of names.split(',')) {
      const name =
        item
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name && !name.startsWith('type ') && !listed.includes(name)) problems.push(name);
    }
  }
  for (const [, from, dynamicFrom] of source.matchAll(OTHER_IMPORT)) {
    if ((from ?? dynamicFrom) === pkg) problems.push('a default, namespace or dynamic import');
  }
  return problems;
}

/**
 * Fails the build when the app's own code imports from a slim shared package something the
 * slim module does not provide: at run time that import would be undefined.
 */
class SharedExportsGuardPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedExportsGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsGuardPlugin', (modules) => {
        for (const module of modules) {
          const file = module.resource;
          if (!file || /[\\/]node_modules[\\/]/.test(file) || !/\.[cm]?[jt]sx?$/.test(file))
            continue;
          const source = readFileSync(file.split('?')[0], 'utf8');
          for (const [pkg, listed] of Object.entries(SHARED_EXPORTS)) {
            for (const problem of unlistedSharedImports(source, pkg, listed)) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  `${path.relative(process.cwd(), file)} imports ${problem} from '${pkg}', ` +
                    `which the shared singleton does not provide. Add it to SHARED_EXPORTS in ` +
                    `shared/build/mf-shared.mjs (and deploy the shell first).`,
                ),
              );
            }
          }
        }
      });
    });
  }
}

/**
 * How the site's own sources are compiled: TypeScript through SWC with Emotion's JSX
 * runtime, images as hashed files, Markdown content through the schema-checked loader.
 * Shared with the bench's single-bundle build, so both compile the same code the same way.
 */
export function sourceRules({ isDev = false } = {}) {
  return [
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
  ];
}

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
  const slimModules = Object.fromEntries(
    Object.entries(SHARED_EXPORTS).map(([pkg, names]) => [
      pkg,
      { file: path.join(options.appDir, `node_modules/.site-shared/${pkg}.js`), names },
    ]),
  );

  return {
    mode,
    context: options.appDir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      // SITE_BUILD_DIR builds every app of one target side by side (scripts/hosting/build.mjs).
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
        {
          // The MF runtime's own imports resolve to its ES module builds too (see above).
          test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
          resolve: { conditionNames: ['import', 'module', 'browser', 'default'] },
        },
      ],
    },
    plugins: [
      new rspack.experiments.VirtualModulesPlugin(
        Object.fromEntries(
          Object.entries(slimModules).map(([pkg, { file, names }]) => [
            file,
            slimModuleSource(pkg, names),
          ]),
        ),
      ),
      new SharedExportsGuardPlugin(),
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
        shared: sharedSingletons(
          appPackageJson,
          Object.fromEntries(Object.entries(slimModules).map(([pkg, { file }]) => [pkg, file])),
          { isDev },
        ),
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One MF runtime per page: the shell provides it, production remotes use it instead
        // of shipping their own copy (~33 KB gzip each). The standalone dev server keeps a
        // remote self-contained for its contributor.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
          // Browser only: leaves the runtime's Node loading code out of the bundle. No
          // snapshot plugin: the runtime manifest names each remote's `remoteEntry.js`, not
          // its `mf-manifest.json` (docs/contract.md). Production remotes load no remotes.
          optimization: {
            target: 'web',
            disableSnapshot: true,
            ...(isHost || isDev ? {} : { disableRemote: true }),
          },
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
