import { REMOTES, REMOTE_NAMES } from '../sections/section-list';
import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LazyHomePage } from '../home/lazy-home-page';
import { RootLayout } from './root-layout';
import { LazyNotFoundPage } from '../not-found/lazy-not-found-page';
import { RemoteSection } from '../remotes/remote-section';
import { LazySearchPage } from '../search/lazy-search-page';
import { SEARCH_PATH } from '../search/search-link';
import { ContainedErrorBoundary } from '../components/contained-error-boundary';
import { RootError } from './root-error';

/** Every prefix a remote owns, mounted as `${prefix}/*` so the remote routes beneath it. */
export function sectionRoutes(): RouteObject[] {
  return REMOTE_NAMES.flatMap((remote) =>
    REMOTES[remote].prefixes.map((prefix) => ({
      path: `${prefix}/*`,
      element: <RemoteSection remote={remote} prefix={prefix} />,
    })),
  );
}

export function siteRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <LazyHomePage /> },
        { path: SEARCH_PATH, element: <LazySearchPage /> },
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
  return (
    <ContainedErrorBoundary name="The page" resetKey={pathname} fallback={() => <RootError />}>
      {useRoutes(routes)}
    </ContainedErrorBoundary>
  );
}
