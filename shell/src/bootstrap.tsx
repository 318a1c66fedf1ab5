import { SiteThemeProvider } from '@site/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isPrerendered, loadRouteSection } from './app/prerender-handoff';
import { SiteRoutes } from './app/router';
import { setRuntimeManifestSource } from './remotes/remote-registry';
import { fetchRuntimeManifestJson } from './remotes/runtime-manifest';

export async function start(runtimeManifest: Promise<unknown>): Promise<void> {
  setRuntimeManifestSource(runtimeManifest, fetchRuntimeManifestJson);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (isPrerendered(container)) await loadRouteSection(window.location.pathname);
  const root = createRoot(container);
  // A transition: React renders the page in slices and yields to the browser between them,
  // instead of one long task. On a prerendered page the reader already sees the content, so
  // nothing waits on this render; input stays responsive (total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <SiteThemeProvider>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </SiteThemeProvider>
      </StrictMode>,
    );
  });
}
