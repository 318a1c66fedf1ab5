// Builds one app for production: the same command for `npm run build` (into the app's
// dist/) and for a Hosting target's staged builds (SITE_BUILD_DIR).
import path from 'node:path';
import { run } from './run.mjs';

/**
 * Runs the production build of the app in `appDir` (this checkout's or another copy of it).
 * @param {string} appDir
 * @param {{ env?: Record<string, string | undefined> }} [options] env: added to the build's
 *   environment (SITE_BUILD_DIR: where it writes, `<dir>/<app folder>` instead of its dist/)
 * @returns {Promise<{ output: string, seconds: number }>}
 */
export function buildApp(appDir, { env = {} } = {}) {
  const config = path.join(appDir, 'rspack.config.mjs');
  return run('npx', ['rspack', 'build', '-c', config, '--mode', 'production'], { env });
}
