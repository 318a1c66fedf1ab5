import { SiteThemeProvider } from '@site/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isPrerendered, loadRouteSection } from './app/prerender-handoff';
import { createSiteRouter } from './app/router';
import { setRuntimeManifestSource } from './remotes/remote-registry';
import { fetchRuntimeManifestJson } from './remotes/runtime-manifest';

export async function start(runtimeManifest: Promise<unknown>): Promise<void> {
  setRuntimeManifestSource(runtimeManifest, fetchRuntimeManifestJson);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (isPrerendered(container)) await loadRouteSection(window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      <SiteThemeProvider>
        <RouterProvider router={createSiteRouter()} />
      </SiteThemeProvider>
    </StrictMode>,
  );
}
