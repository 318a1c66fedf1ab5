import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import type { RouteObject } from 'react-router-dom';
import { RedPage } from './red-page/red-page';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

/** Everything under /red-page and /red-archive (see README.md). */
export const routes: RouteObject[] = [
  { path: '/red-page', children: [{ index: true, element: <RedPage /> }] },
  { path: '/red-archive', children: [] },
];
