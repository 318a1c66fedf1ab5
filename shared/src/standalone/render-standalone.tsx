import { css } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { SiteThemeProvider } from '../theme/site-theme-provider';
import { NotFoundPageProvider } from '../ui/page-not-found';
import { UnavailablePageProvider, type UnavailablePageProps } from '../ui/page-unavailable';
import { theme } from '../theme/theme';
import type { RemoteRoutesModule } from '../contract/modules';
import { colorBorder, colorGold, colorSurfaceRaised } from '../design/color';

const barCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  align-items: center;
  padding: ${theme.space(3)} ${theme.space(5)};
  background: ${colorSurfaceRaised};
  border-bottom: 1px solid ${colorBorder};
  font-size: 0.9rem;
  strong {
    color: ${colorGold};
  }
`;

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The standalone page's not-found: the site's own 404 page belongs to the shell. */
function StandaloneNotFound({ name }: { name: string }) {
  return <p css={{ padding: '2rem' }}>This path is not part of {name}.</p>;
}

/** The standalone page's unavailable page: the site's own message belongs to the shell. */
function StandaloneUnavailable({ retry }: UnavailablePageProps) {
  return (
    <p css={{ padding: '2rem' }}>
      This page could not load.{' '}
      <button type="button" onClick={retry}>
        Retry
      </button>
    </p>
  );
}

const standaloneUnavailable = ({ retry }: UnavailablePageProps) => (
  <StandaloneUnavailable retry={retry} />
);

/**
 * Runs a remote on its own, for its contributor: the remote's routes with the site's theme,
 * a bar naming the remote and linking its prefixes, and a plain not-found for other paths.
 */
export function renderStandalone(name: string, module: RemoteRoutesModule): void {
  const prefixes = module.routes.map((route) => route.path ?? '/');
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <nav css={barCss} aria-label="Standalone remote">
            <strong>{name} (standalone)</strong>
            {prefixes.map((prefix) => (
              <Link key={prefix} to={prefix}>
                {prefix}
              </Link>
            ))}
          </nav>
          <main id="main">
            <Outlet />
          </main>
        </>
      ),
      children: [
        { index: true, element: <Navigate to={prefixes[0] ?? '/'} replace /> },
        ...module.routes,
        { path: '*', element: <StandaloneNotFound name={name} /> },
      ],
    },
  ];
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <SiteThemeProvider>
        <BrowserRouter>
          <NotFoundPageProvider value={<StandaloneNotFound name={name} />}>
            <UnavailablePageProvider value={standaloneUnavailable}>
              <StandaloneRoutes routes={routes} />
            </UnavailablePageProvider>
          </NotFoundPageProvider>
        </BrowserRouter>
      </SiteThemeProvider>
    </StrictMode>,
  );
}
