import { REMOTES, REMOTE_NAMES } from '@site/shared/contract';
import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LazyHomePage } from '../home/lazy-home-page';
import { RootLayout } from '../layout/root-layout';
import { LazyNotFoundPage } from '../not-found/lazy-not-found-page';
import { RemoteSection } from '../remotes/remote-section';
import { ContainedErrorBoundary } from './contained-error-boundary';
import { RootError } from './root-error';
import { servedNotFound } from './served-not-found-path';

/** Every prefix a remote owns, mounted as `${prefix}/*` so the remote routes beneath it. */
export function sectionRoutes(): RouteObject[] {
  return REMOTE_NAMES.flatMap((remote) =>
    REMOTES[remote].prefixes.map((prefix) => ({
      path: `${prefix}/*`,
      element: <RemoteSection remote={remote} prefix={prefix} />,
    })),
  );
}

/** Every path: the 404 page in the site's layout. */
const SERVED_NOT_FOUND_ROUTES: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: [{ path: '*', element: <LazyNotFoundPage /> }] },
];

export function siteRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <LazyHomePage /> },
        ...sectionRoutes(),
        { path: '*', element: <LazyNotFoundPage /> },
      ],
    },
  ];
}

/**
 * The site's routes, rendered inside a `<BrowserRouter>` (declarative routing: the site loads
 * no data through the router, so the data router's code would be dead weight on every page).
 * An error outside any section shows the last-resort page; navigating away clears it.
 */
export function SiteRoutes() {
  const routes = useMemo(() => siteRoutes(), []);
  const { pathname } = useLocation();
  // At the address the server answered with the 404 page, the 404 page, in the same layout.
  const showServedNotFound = servedNotFound() === (pathname.replace(/\/+$/, '') || '/');
  return (
    <ContainedErrorBoundary name="The page" resetKey={pathname} fallback={() => <RootError />}>
      {useRoutes(showServedNotFound ? SERVED_NOT_FOUND_ROUTES : routes)}
    </ContainedErrorBoundary>
  );
}
