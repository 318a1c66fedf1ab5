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
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
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
 * The `shared` option of ModuleFederationPlugin. `requiredVersion` is the range the app
 * itself declares in its package.json (falling back to the shared package's), so an app
 * built against another major is refused at run time instead of mixing two Reacts.
 */
export function sharedSingletons(appPackageJson = {}) {
  const shared = {};
  const declared = { ...sharedPackageJson.dependencies, ...appPackageJson.dependencies };
  for (const [pkg, paths] of Object.entries(SINGLETONS)) {
    const version = installedVersion(pkg);
    const requiredVersion = declared[pkg] ?? `^${version}`;
    for (const path of paths) {
      shared[path] = { singleton: true, requiredVersion, version, strictVersion: true };
    }
  }
  // The site's own shared package: one toast queue, one theme, one likes client.
  for (const entry of Object.keys(sharedPackageJson.exports)) {
    if (entry.includes('*') || entry === './testing') continue;
    const path = entry === '.' ? '@site/shared' : `@site/shared/${entry.slice(2)}`;
    shared[path] = {
      singleton: true,
      requiredVersion: `^${sharedPackageJson.version}`,
      version: sharedPackageJson.version,
      strictVersion: true,
    };
  }
  return shared;
}
