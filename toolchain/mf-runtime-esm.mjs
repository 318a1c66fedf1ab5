// The Module Federation runtime, built from its ES modules so it tree-shakes.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The Module Federation runtime packages, published as CommonJS and as ES modules. */
export const MF_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
];

/**
 * The MF plugin wires its runtime in by CommonJS paths (`require.resolve`), and CommonJS
 * cannot be tree-shaken: every remote's entry then carries the whole SDK. Pointing those
 * entries at the packages' ES module builds (and resolving their own imports with the
 * `import` condition, see `mfRuntimeEsmRule`) leaves out what the page never calls.
 * `resolve` is injectable for tests.
 */
export function esmRuntimeAliases({ resolve = require.resolve, exists = existsSync } = {}) {
  const aliases = {};
  for (const name of MF_RUNTIME_PACKAGES) {
    const commonJs = resolve(name);
    const esm = commonJs.replace(/\.cjs$/, '.js');
    if (esm === commonJs || !exists(esm)) continue;
    aliases[`${name}$`] = esm;
    aliases[commonJs] = esm;
  }
  return aliases;
}

/** The module rule that resolves the MF runtime's own imports to its ES module builds too. */
export function mfRuntimeEsmRule() {
  return {
    test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
    resolve: { conditionNames: ['import', 'module', 'browser', 'default'] },
  };
}

/**
 * The rule that builds the runtime core without its snapshot handler, for builds with
 * `disableSnapshot` (mf-snapshot-off-loader.cjs says what it changes and why).
 */
/** RemoteHandler's preloadRemote and helpers' preloadAssets left out (mf-preload-off-loader.cjs says why). */
export function mfPreloadOffRule() {
  return {
    test: /[\\/]node_modules[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](remote[\\/]index|helpers)\.js$/,
    loader: fileURLToPath(new URL('./mf-preload-off-loader.cjs', import.meta.url)),
  };
}

export function mfSnapshotOffRule() {
  return {
    test: /[\\/]node_modules[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]core\.js$/,
    loader: fileURLToPath(new URL('./mf-snapshot-off-loader.cjs', import.meta.url)),
  };
}

/** The runtime's error descriptions emptied, for production builds (mf-error-texts-off-loader.cjs says why). */
export function mfErrorTextsOffRule() {
  return {
    test: /[\\/]node_modules[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/,
    loader: fileURLToPath(new URL('./mf-error-texts-off-loader.cjs', import.meta.url)),
  };
}
