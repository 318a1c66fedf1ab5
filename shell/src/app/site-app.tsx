import { SiteThemeProvider } from '@site/shared';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './router';

/**
 * The whole page as React renders it. The browser (bootstrap.tsx) and the prerender
 * (render-page-html.tsx, which runs in the browser on the page it renders) render exactly
 * this tree, so the prerendered HTML is what the browser's first render produces and React
 * can adopt it (hydrate) instead of painting the page again.
 */
export function SiteApp() {
  return (
    <StrictMode>
      <SiteThemeProvider>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </SiteThemeProvider>
    </StrictMode>
  );
}
