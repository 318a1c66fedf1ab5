import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import type { RouteObject } from 'react-router-dom';
import { archiveEntries } from './archive/archive-data';
import { ArchivePage } from './archive/archive-page';
import { HuntressPage } from './exclusive/huntress-page';
import { LettersPage } from './exclusive/letters-page';
import { MurderExchangePage } from './exclusive/murder-exchange-page';
import { RedPage } from './red-page/red-page';
import { ThemePage } from './themes/theme-page';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

/**
 * Everything under /red-page and /red-archive (see README.md). Paths are exact: anything
 * deeper (e.g. /red-archive/rage/x) matches nothing here and reaches the shell's 404.
 * The books' rooms are static segments, so they win over `:theme`.
 */
export const routes: RouteObject[] = [
  { path: '/red-page', children: [{ index: true, element: <RedPage /> }] },
  {
    path: '/red-archive',
    children: [
      { index: true, element: <ArchivePage entries={archiveEntries} /> },
      { path: 'huntress', element: <HuntressPage /> },
      { path: 'letters', element: <LettersPage /> },
      { path: 'murder-exchange', element: <MurderExchangePage /> },
      { path: ':theme', element: <ThemePage /> },
    ],
  },
];
