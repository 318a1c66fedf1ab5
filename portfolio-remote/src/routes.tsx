import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import type { RouteObject } from 'react-router-dom';
import { PortfolioPage } from './portfolio/portfolio-page';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

/** Everything under /portfolio, /book, /achievements and /contact (see README.md). */
export const routes: RouteObject[] = [
  { path: '/portfolio', children: [{ index: true, element: <PortfolioPage /> }] },
];
