// @ts-check
// A section's dev server as the composed dev site runs it (scripts/dev.mjs): the section's own
// rspack config (`--env app=<folder>`) compiled whole. `rspack serve` compiles a dynamic import
// only once the page asks for it, and the chunk asks the dev server at the page's origin: in
// the composed site that is the shell's, whose server does not know the section's modules, so
// the section never finished loading ("Loading Blog…" for ever). Alone on its own server (its
// standalone page, same origin) a section keeps the CLI's on-demand compiling. It also answers
// the shell's release check: a dev server has no releases (the deploy writes them), so none,
// instead of a 404 in the console on every section page.
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
  return {
    ...config,
    lazyCompilation: false,
    devServer: {
      ...config.devServer,
      setupMiddlewares: (/** @type {any[]} */ middlewares) => [
        {
          name: 'no-releases-in-development',
          path: '/releases.json',
          middleware: (
            /** @type {import('node:http').IncomingMessage} */ _request,
            /** @type {import('node:http').ServerResponse} */ response,
          ) => {
            // Asked from the shell's origin, as every file of the section is.
            response.writeHead(200, {
              'Content-Type': 'application/json; charset=utf-8',
              'Access-Control-Allow-Origin': '*',
            });
            response.end(JSON.stringify({ releases: [] }));
          },
        },
        ...middlewares,
      ],
    },
  };
}
