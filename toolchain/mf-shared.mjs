// The one list of shared singletons for every app of the site. MF matches import paths
// exactly, so every sub-path the code imports is listed (react/jsx-runtime, @emotion/react's
// jsx runtimes...). Versions come from the workspace's own package.json files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function installedVersion(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
}

const sharedPackageJson = JSON.parse(
  readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8'),
);

/** package -> the sub-paths of it that app code imports */
const SINGLETONS = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router-dom': ['react-router-dom'],
  '@emotion/react': [
    '@emotion/react',
    '@emotion/react/jsx-runtime',
    '@emotion/react/jsx-dev-runtime',
  ],
  firebase: ['firebase/app', 'firebase/firestore', 'firebase/analytics'],
  // The app registry itself: firebase/firestore and firebase/analytics register into
  // @firebase/app, so apps that provide different firebase/* entries must still share one
  // (else "Service firestore is not available").
  '@firebase/app': ['@firebase/app'],
};

/**
 * Shared singletons provided as a slim module: only these exports, so the bundler can leave
 * the rest of the library out (a provided singleton otherwise carries every export, because
 * any remote might ask for any of them). React Router's full module is ~60 KB gzip, the
 * exports below ~13 KB. Every app's build checks that its code imports nothing else from
 * these packages (shared-exports-guard-plugin.mjs): a new import means adding its name here,
 * and the shell, which provides the singleton, has to be rebuilt and deployed first.
 */
export const SHARED_EXPORTS = {
  // Declarative routing only (BrowserRouter + useRoutes): the data router (createBrowserRouter,
  // RouterProvider, ScrollRestoration) would add ~18 KB gzip to every page for loaders and
  // actions the site does not use.
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'Navigate',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useRoutes',
  ],
  // What the site's styles use. Left out: withTheme (and with it hoist-non-react-statics and
  // react-is), ClassNames, jsx/createElement (JSX goes through the jsx runtime),
  // CacheProvider, useTheme, ThemeContext, withEmotionCache.
  '@emotion/react': ['Global', 'ThemeProvider', 'css', 'keyframes'],
};

/**
 * The `shared` option of ModuleFederationPlugin. `requiredVersion` is the range the app
 * itself declares in its package.json (falling back to the shared package's), so an app
 * built against another major is refused at run time instead of mixing two Reacts.
 * `slimModules` maps a package of SHARED_EXPORTS to the module that re-exports just those
 * names (slim-modules.mjs makes it); without it the whole package is provided.
 * `isDev`: the build compiles JSX for development (jsx-dev-runtime). `bundled`: entry points
 * of @site/shared that this app bundles in its own chunks instead: only those that hold no
 * state of their own (components), used only in code fetched on demand. Each shared module
 * puts its provide and consume records and their chunks' names in the app's entry, which
 * every page loads; the shell's search uses `./dialog` and `./on-demand` that way
 * (docs/decisions/018-search-built-with-the-pages.md).
 */
export function sharedSingletons(
  appPackageJson = {},
  slimModules = {},
  { isDev = false, bundled = [] } = {},
) {
  const shared = {};
  const declared = { ...sharedPackageJson.dependencies, ...appPackageJson.dependencies };
  for (const [pkg, paths] of Object.entries(SINGLETONS)) {
    const version = installedVersion(pkg);
    const requiredVersion = declared[pkg] ?? `^${version}`;
    for (const path of paths) {
      // Only development builds compile JSX to the dev runtimes; listing them in production
      // would put two dead entries in every app's share tables.
      if (path.endsWith('/jsx-dev-runtime') && !isDev) continue;
      shared[path] = { singleton: true, requiredVersion, version, strictVersion: true };
      if (slimModules[path]) shared[path].import = slimModules[path];
    }
  }
  // The site's own shared package: one toast queue, one theme, one likes client. An app needs
  // at least the version it declares (docs/contract.md): a remote that uses an export added in
  // 1.1.0 declares 1.1.0 and is refused, with its section's fallback, by a shell on 1.0.0.
  const declaredShared = appPackageJson.dependencies?.['@site/shared'] ?? sharedPackageJson.version;
  const requiredShared = /^\d/.test(declaredShared) ? `^${declaredShared}` : declaredShared;
  for (const entry of Object.keys(sharedPackageJson.exports)) {
    if (entry.includes('*') || entry === './testing') continue;
    // The standalone renderer runs a remote alone on its dev server; no production page uses it.
    if (entry === './standalone' && !isDev) continue;
    const path = entry === '.' ? '@site/shared' : `@site/shared/${entry.slice(2)}`;
    if (bundled.includes(path)) continue;
    shared[path] = {
      singleton: true,
      requiredVersion: requiredShared,
      version: sharedPackageJson.version,
      strictVersion: true,
    };
  }
  return shared;
}
