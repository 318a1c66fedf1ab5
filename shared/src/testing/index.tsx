import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SiteThemeProvider } from '../theme/site-theme-provider';

/** Renders UI the way the site does: theme, global styles and a router at `route`. */
export function renderWithSite(
  ui: ReactElement,
  { route = '/', path = '*', ...options }: RenderOptions & { route?: string; path?: string } = {},
) {
  return render(
    <SiteThemeProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </SiteThemeProvider>,
    options,
  );
}

export { loadLikeTheBuild } from './load-like-the-build';
