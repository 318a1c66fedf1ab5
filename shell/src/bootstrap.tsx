import { startTransition } from 'react';
import { markServedNotFound } from '@site/shared';
import type * as ReactDomClient from 'react-dom/client';
import { isPrerenderedFor } from './app/prerender-handoff';
import { SiteApp } from './app/site-app';
import { setRuntimeManifestSource } from './remotes/remote-registry';
import { fetchRuntimeManifestJson } from './remotes/runtime-manifest';

/**
 * For the prerender (scripts/prerender/crawl.mjs): loads the module that renders pages with
 * React's server renderer in this page. Nothing is downloaded unless it is called.
 */
function exposePrerenderModule(): void {
  (window as unknown as { __prerenderModule: () => Promise<unknown> }).__prerenderModule = () =>
    import(/* webpackChunkName: "prerender" */ './prerender/prerender-api');
}

/**
 * Starts the app: `renderer` is React DOM's client, imported by the entry on its own so that
 * its evaluation is a task apart from this module's (index.ts).
 */
export async function start(
  runtimeManifest: Promise<unknown>,
  renderer: Promise<typeof ReactDomClient>,
): Promise<void> {
  setRuntimeManifestSource(runtimeManifest, fetchRuntimeManifestJson);
  exposePrerenderModule();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const { createRoot, hydrateRoot } = await renderer;
  if (isPrerenderedFor(container, window.location.pathname)) {
    // React adopts the prerendered page: nothing is created again and the shell's parts are
    // live at once. A section stays as prerendered until its code has arrived (its first
    // render asks for it), then hydrates; what was tapped meanwhile is replayed then
    // (hosting-policy/inline/early-taps.js, inlined in the page).
    // A mismatch is reported by React itself (an uncaught "Minified React error #418"
    // and its kin); the browser tests fail on it.
    // As a transition, hydration is done in slices of ~5 ms that yield to the browser
    // (React hydrates a default-priority root in one task: ~100-170 ms on a slow phone, all
    // of it blocking). The page is already painted, so nothing waits on it. A tap on a part
    // React is still hydrating makes React finish that part at once and then handle the tap
    // (its "synchronous hydration" of a discrete event); a tap on a part it has not reached
    // is held and replayed by the early-taps script (docs/decisions/006).
    startTransition(() => {
      hydrateRoot(container, <SiteApp />);
    });
    return;
  }
  // Pages the prerender did not write for this URL (the 404 page, or a build without the
  // prerender step): React renders them afresh. Over the 404 page served for an unknown
  // path (its HTML is prerendered for /404), once the code of that first render has
  // arrived, so the reader sees no placeholder in between.
  if (container.dataset.prerenderedFor === '/404') {
    markServedNotFound(window.location.pathname);
    // In the 404 page's chunk: the page it waits for comes with it.
    await import(/* webpackChunkName: "page-not-found" */ './app/served-not-found')
      .then(({ preloadServedNotFound }) => preloadServedNotFound(window.location.pathname))
      .catch(() => undefined);
  }
  createRoot(container).render(<SiteApp />);
}
