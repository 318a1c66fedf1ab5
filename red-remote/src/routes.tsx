import { lazyNamed } from '@site/shared';
import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import { useLocation, useParams, type RouteObject } from 'react-router-dom';
import { entryNumberOfSegment } from './archive/poem-segment';
import { showsOverArchive } from './archive/over-archive';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

// Each page is a chunk of its own: a Red page brings its own code, not the other pages'.
// On a prerendered page the section stays as it is until its page's chunk has arrived too,
// then hydrates; between Red pages the router keeps the old page up while the next loads.
const RedPage = lazyNamed(
  () => import(/* webpackChunkName: "page-red" */ './red-page/red-page'),
  'RedPage',
);
const ArchiveRoute = lazyNamed(
  () => import(/* webpackChunkName: "page-archive" */ './archive/archive-route'),
  'ArchiveRoute',
);
const PoemRoute = lazyNamed(
  () => import(/* webpackChunkName: "page-poem" */ './archive/poem-route'),
  'PoemRoute',
);
const HuntressPage = lazyNamed(
  () => import(/* webpackChunkName: "page-huntress" */ './exclusive/huntress-page'),
  'HuntressPage',
);
const LettersPage = lazyNamed(
  () => import(/* webpackChunkName: "page-letters" */ './exclusive/letters-page'),
  'LettersPage',
);
const MurderExchangePage = lazyNamed(
  () => import(/* webpackChunkName: "page-murder-exchange" */ './exclusive/murder-exchange-page'),
  'MurderExchangePage',
);
const ThemePage = lazyNamed(
  () => import(/* webpackChunkName: "page-theme" */ './themes/theme-page'),
  'ThemePage',
);

/**
 * /red-archive and what is below it but a room: the archive, a poem's page
 * (/red-archive/entry-005) or a theme. A poem opened from the archive keeps the archive on the
 * screen with the poem over it (showsOverArchive): one element for both addresses, so the
 * archive's page stays as it is (its list, its scroll, the link that opened the poem).
 */
function ArchiveAddress() {
  const location = useLocation();
  const { theme } = useParams();
  if (theme === undefined || showsOverArchive(location)) return <ArchiveRoute />;
  if (entryNumberOfSegment(theme) !== null) return <PoemRoute />;
  return <ThemePage />;
}

/**
 * Everything under /red-page and /red-archive (see README.md). Paths are exact: anything
 * deeper (e.g. /red-archive/rage/x) matches nothing here and reaches the shell's 404.
 * The books' rooms are static segments, so they win over `:theme`, which is a theme or a
 * poem (entry-NNN: no theme has such a name).
 */
export const routes: RouteObject[] = [
  { path: '/red-page', children: [{ index: true, element: <RedPage /> }] },
  {
    path: '/red-archive',
    children: [
      { index: true, element: <ArchiveAddress /> },
      { path: 'huntress', element: <HuntressPage /> },
      { path: 'letters', element: <LettersPage /> },
      { path: 'murder-exchange', element: <MurderExchangePage /> },
      { path: ':theme', element: <ArchiveAddress /> },
    ],
  },
];
