import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import type { RouteObject } from 'react-router-dom';
import { BlogHubPage } from './hub/blog-hub-page';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

/** Everything under /blog (see README.md). */
export const routes: RouteObject[] = [
  {
    path: '/blog',
    children: [{ index: true, element: <BlogHubPage /> }],
  },
];
