// @ts-check
// A section's dev server as the composed dev site runs it (scripts/dev.mjs): the section's own
// rspack config (`--env app=<folder>`) compiled whole. `rspack serve` compiles a dynamic import
// only once the page asks for it, and the chunk asks the dev server at the page's origin: in
// the composed site that is the shell's, whose server does not know the section's modules, so
// the section never finished loading ("Loading Blog…" for ever). Alone on its own server (its
// standalone page, same origin) a section keeps the CLI's on-demand compiling.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './lib/repo-root.mjs';

/**
 * @param {{ app?: string }} env
 * @param {object} argv
 */
export default async function sectionInComposedSite(env, argv) {
  if (!env.app) throw new Error('scripts/dev-section-config.mjs needs --env app=<folder>');
  const configFile = pathToFileURL(path.join(REPO_ROOT, env.app, 'rspack.config.mjs')).href;
  const { default: appConfig } = await import(configFile);
  const config = typeof appConfig === 'function' ? await appConfig(env, argv) : appConfig;
  return { ...config, lazyCompilation: false };
}
