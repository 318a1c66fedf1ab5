import { REMOTES, REMOTE_NAMES } from '@site/shared/contract';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '../home/home-page';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemoteSection } from '../remotes/remote-section';
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
      errorElement: <RootError />,
      children: [
        { index: true, element: <HomePage /> },
        ...sectionRoutes(),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createSiteRouter() {
  return createBrowserRouter(siteRoutes());
}
