// @ts-check
// One pair (a shell build and a section build, from different commits) served together on the
// local server, its section's pages and the home page rendered with it, then each checked.
import { portIsFree } from '../lib/free-port.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';
import { checkRoute } from './check-route.mjs';
import { renderPairPages } from './render-pages.mjs';
import { assembleServedSite } from './served-site.mjs';

/** The ports this stage may serve on (the other engineers' servers use other ranges). */
const PORTS = { first: 4600, last: 4699 };

async function aFreePort() {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ name: string, dir: string, shellDist: string, sectionDist: string, scope: string,
 *   routes: string[], baseManifest: Record<string, string>, servedWith?: string,
 *   others?: Record<string, string> }} pair
 *   servedWith: the build of the section the served pages were rendered with when the pair
 *   itself renders none (the shell's own commit's section)
 * @returns {Promise<{ checked: number, missing: string[], outcome: string, problems: string[] }>}
 */
export async function checkPair(browser, pair) {
  const site = assembleServedSite(pair);
  const server = await startBuiltServer(await aFreePort(), {
    SHELL_DIST: site.shellDir,
    RUNTIME_MANIFEST_FILE: site.manifestFile,
    DEPLOYS_DIR: site.deploysDir,
  });
  const problems = [];
  try {
    const pages = { origin: server.origin, shellDir: site.shellDir, template: site.template };
    let render = await renderPairPages(browser, { ...pages, routes: pair.routes });
    if ('error' in render) {
      // The pair cannot render its pages (the shell refuses the section): its release would not
      // be made, and readers keep the pages the live release rendered, with the shell's own
      // commit's section when it is given (else the shell build's pages stay as they are).
      console.info(`  ${pair.name}: the pair renders no pages (${render.error})`);
      if (pair.servedWith) {
        site.release(`${pair.scope}-served`, pair.servedWith);
        render = await renderPairPages(browser, { ...pages, routes: pair.routes });
        if ('error' in render)
          problems.push(`the served pages could not be rendered: ${render.error}`);
        site.release(pair.scope, pair.sectionDist);
      }
    }
    const missing = 'missing' in render ? render.missing : [];
    const routes = ['/', ...pair.routes.filter((route) => !missing.includes(route))];
    const outcomes = new Set();
    const servedContext = await browser.newContext({ javaScriptEnabled: false });
    for (const route of routes) {
      const result = await checkRoute(browser, `${server.origin}${route}`, servedContext).catch(
        (error) => ({ outcome: 'FAILED', problems: [String(error.message).split('\n')[0]] }),
      );
      // The home page is the shell's: only its section's part may be paused there.
      if (route !== '/' || result.outcome === 'FAILED') outcomes.add(result.outcome);
      for (const problem of result.problems) problems.push(`${route}: ${problem}`);
    }
    await servedContext.close();
    if (outcomes.size > 1) problems.push(`some pages ${[...outcomes].join(', others ')}`);
    const outcome = problems.length > 0 ? 'FAILED' : ([...outcomes][0] ?? 'FAILED');
    return { checked: routes.length, missing, outcome, problems };
  } finally {
    server.stop();
  }
}
