import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { CompileHintsPlugin } from '@site/toolchain/compile-hints-plugin.mjs';
import { SHELL } from '@site/sections';
import { createAppConfig } from '@site/toolchain/create-app-config.mjs';
import { withShellBuild } from '@site/toolchain/shell-build.mjs';
import { SiteIconsPlugin } from '@site/toolchain/site-icons-plugin.mjs';
import { RuntimeManifestPlugin } from './build/runtime-manifest-plugin.mjs';
import { ServiceWorkerPlugin } from './build/service-worker-plugin.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const REACT_DOM_CLIENT = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js/;

/** SERVICE_WORKER=off ships the kill switch instead of the worker (docs/operations.md). */
function serviceWorkerWanted(env = process.env) {
  const value = env.SERVICE_WORKER ?? 'on';
  if (value !== 'on' && value !== 'off') {
    throw new Error(`SERVICE_WORKER must be "on" or "off", got "${value}"`);
  }
  return value === 'on';
}

export default (env, argv) => {
  const config = withShellBuild(
    createAppConfig({ appDir, name: 'shell', devPort: SHELL.devPort }, argv),
    { appDir, appPackageJson: JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) },
  );
  config.plugins.push(
    new RuntimeManifestPlugin({ mode: config.mode }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public') }] }),
    new SiteIconsPlugin({
      svgFile: path.join(appDir, 'public/favicon.svg'),
      // The colour of the icon's own square (public/favicon.svg), behind its rounded corners
      // where an icon must be opaque.
      background: '#120e14',
    }),
  );
  // The dev servers install no worker: the page registers one only in a production build.
  const serviceWorker = config.mode === 'production' && serviceWorkerWanted();
  config.plugins.push(
    new rspack.DefinePlugin({ __SERVICE_WORKER__: JSON.stringify(serviceWorker) }),
  );
  if (config.mode === 'production') {
    config.plugins.push(new ServiceWorkerPlugin({ enabled: serviceWorker }));
    // The entry and React DOM: evaluated first on every page, and nearly all of their code
    // runs while it starts and hydrates.
    config.plugins.push(new CompileHintsPlugin({ entries: ['main'], modules: [REACT_DOM_CLIENT] }));
  }
  // In the composed dev site the likes API runs on the local server (scripts/dev.mjs).
  config.devServer.proxy = [{ context: ['/api'], target: 'http://127.0.0.1:3100' }];
  return config;
};
