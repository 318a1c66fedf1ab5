import { startTransition } from 'react';
import { markServedNotFound } from '@site/shared';
import type * as ReactDomClient from 'react-dom/client';
import { reportRecoverableError } from './app/kept-page-hydration';
import { isPrerenderedFor } from './app/prerender-handoff';
import { SiteApp } from './app/site-app';
import { setRuntimeManifestSource } from './remotes/remote-registry';
import { keepServedParts } from './remotes/served-parts';
import { fetchRuntimeManifestJson } from './remotes/fetch-runtime-manifest';

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
    // Before React adopts it: the floor a part falls back to if its code fails (decision 010).
    keepServedParts(container, window.location.pathname);
    // Adopt the prerendered page, in slices that yield to taps (decision 006).
    startTransition(() => {
      hydrateRoot(container, <SiteApp />, { onRecoverableError: reportRecoverableError });
    });
    return;
  }
  // Not prerendered for this URL: painted afresh; a served 404 page once its code is here.
  if (container.dataset.prerenderedFor === '/404') {
    markServedNotFound(window.location.pathname);
    // In the 404 page's chunk: the page it waits for comes with it.
    await import(/* webpackChunkName: "page-not-found" */ './app/served-not-found')
      .then(({ preloadServedNotFound }) => preloadServedNotFound(window.location.pathname))
      .catch(() => undefined);
  }
  createRoot(container).render(<SiteApp />);
}
