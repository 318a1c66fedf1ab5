import { SiteThemeProvider } from '@site/shared';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './router';

/**
 * The whole page as React renders it. The browser (bootstrap.tsx) and the prerender
 * (prerender/render-page.tsx, which runs in the browser on the page it renders) render exactly
 * this tree, so the prerendered HTML is what the browser's first render produces and React
 * can adopt it (hydrate) instead of painting the page again.
 */
export function SiteApp({ routerWindow }: { routerWindow?: Window }) {
  return (
    <StrictMode>
      <SiteThemeProvider>
        {/* The prerender renders another address than the page's: its router reads it from a
            window of its own (render-page.tsx); the browser's reads the page's. */}
        <BrowserRouter window={routerWindow}>
          <SiteRoutes />
        </BrowserRouter>
      </SiteThemeProvider>
    </StrictMode>
  );
}
