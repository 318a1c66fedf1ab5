// The one list of shared singletons for every app of the site. MF matches import paths
// exactly, so every sub-path the code imports is listed (react/jsx-runtime, @emotion/react's
// jsx runtimes...). Versions come from the workspace's own package.json files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
 * Entries of `@site/shared` the shell provides on every page, whether or not its own code uses
 * them (Dialog and OnDemand it does not), and which a production remote takes from the shell
 * without a copy of its own (`import: false`). One copy per page, among the files the service
 * worker keeps, whichever sections the page has started (decision 016); and a remote's
 * release does not carry, nor change with, the shell's code: a change to these sources is a
 * release of the shell alone (decision 023). `./likes` and `./firebase` stay with the section
 * that uses them (the blog): the shell's worker would otherwise keep them on every reader's
 * device.
 */
export const SHELL_PROVIDED_SHARED = ['.', './contract', './dialog', './on-demand'];

/** A shared entry's package request: '.' -> '@site/shared', './x' -> '@site/shared/x'. */
export function sharedEntryRequest(entry) {
  return entry === '.' ? '@site/shared' : `@site/shared/${entry.slice(2)}`;
}

/**
 * The `shared` option of ModuleFederationPlugin. `requiredVersion` is the range the app
 * itself declares in its package.json (falling back to the shared package's), so an app
 * built against another major is refused at run time instead of mixing two Reacts.
 * `slimModules` maps a package of SHARED_EXPORTS to the module that re-exports just those
 * names (slim-modules.mjs makes it); without it the whole package is provided.
 * `isDev`: the build compiles JSX for development (jsx-dev-runtime). `provide`: entries of
 * `@site/shared` ('./dialog') provided from their files whether or not the app imports them.
 * `consume`: entries taken from the provider only, with no copy of the app's own.
 */
export function sharedSingletons(
  appPackageJson = {},
  slimModules = {},
  { isDev = false, provide = [], consume = [] } = {},
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
  // at least the version it declares, the lowest that has every export it uses
  // (shared-needs-plugin.mjs): a remote that uses an export added in 7.1.0 declares 7.1.0 and
  // is refused, with its section's fallback, by a shell on 7.0.0; one that does not runs on it.
  const declaredShared = appPackageJson.dependencies?.['@site/shared'] ?? sharedPackageJson.version;
  const requiredShared = /^\d/.test(declaredShared) ? `^${declaredShared}` : declaredShared;
  for (const entry of Object.keys(sharedPackageJson.exports)) {
    if (entry.includes('*') || entry === './testing') continue;
    // The standalone renderer runs a remote alone on its dev server; no production page uses it.
    if (entry === './standalone' && !isDev) continue;
    const path = sharedEntryRequest(entry);
    shared[path] = {
      singleton: true,
      requiredVersion: requiredShared,
      version: sharedPackageJson.version,
      strictVersion: true,
    };
    // A file path (not a package request) is provided even where nothing imports it.
    if (provide.includes(entry)) {
      shared[path].import = fileURLToPath(
        new URL(sharedPackageJson.exports[entry], new URL('../shared/', import.meta.url)),
      );
    } else if (consume.includes(entry)) {
      shared[path].import = false;
    }
  }
  return shared;
}
