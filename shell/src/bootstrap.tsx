import { SiteThemeProvider } from '@site/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createSiteRouter } from './app/router';
import { setRuntimeManifestSource } from './remotes/remote-registry';
import { fetchRuntimeManifestJson } from './remotes/runtime-manifest';

export function start(runtimeManifest: Promise<unknown>): void {
  setRuntimeManifestSource(runtimeManifest, fetchRuntimeManifestJson);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <SiteThemeProvider>
        <RouterProvider router={createSiteRouter()} />
      </SiteThemeProvider>
    </StrictMode>,
  );
}
