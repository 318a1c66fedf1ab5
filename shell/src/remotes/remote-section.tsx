import { afterLoadIdle, LivePart, NotFoundPageProvider } from '@site/shared';
import { REMOTES, routesModuleId, type RemoteName } from '@site/shared/contract';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { ContainedErrorBoundary } from '../components/contained-error-boundary';
import { LazyNotFoundPage } from '../not-found/lazy-not-found-page';
import { readExposedModule, retryExposedModule } from './remote-module-cache';
import { SectionFallback } from './section-fallback';
import { SectionLoading } from './section-loading';

const NOT_FOUND_PAGE = <LazyNotFoundPage />;

function RemoteRoutes({ remote, prefix }: { remote: RemoteName; prefix: string }) {
  const { routes } = readExposedModule(routesModuleId(REMOTES[remote].scope));
  const mounted = useMemo(
    () => [
      // Descendant routes match the rest of the URL after the prefix, so the remote's
      // top-level route is mounted at the root of what remains.
      ...routes.filter((route) => route.path === prefix).map((route) => ({ ...route, path: '/' })),
      // Paths inside the prefix that the remote does not know reach the shell's 404.
      { path: '*', element: <LazyNotFoundPage /> },
    ],
    [routes, prefix],
  );
  return useRoutes(mounted);
}

/**
 * One section of the site, served by a remote: loaded on first visit, with a loading state,
 * and contained, so a remote that is down or broken shows a message with Retry while the
 * nav, home and other sections keep working.
 */
export function RemoteSection({ remote, prefix }: { remote: RemoteName; prefix: string }) {
  const { pathname } = useLocation();
  const { label, scope } = REMOTES[remote];
  const moduleId = routesModuleId(scope);

  // A tab opened before this section was deployed again keeps working on the release it
  // loaded (its files stay served: docs/deploy.md) and is told once that a newer one is out.
  // Swapping a loaded remote for another build of itself in place is not safe in Module
  // Federation (one chunk registry per remote name), so the new release comes with a reload.
  // Checked once the page is idle: the page the reader opened never waits for it.
  useEffect(
    () =>
      afterLoadIdle(() => {
        void import('./remote-releases').then(({ announceNewRelease }) =>
          announceNewRelease(scope, label),
        );
      }),
    [pathname, scope, label],
  );

  return (
    <ContainedErrorBoundary
      name={label}
      resetKey={pathname}
      beforeRetry={() => retryExposedModule(moduleId)}
      // A section can fail after its routes loaded (a page of it needing a shared module it
      // was refused): what it offered the others is taken back then too (forget-remote.ts).
      onError={() =>
        void import('./forget-remote').then(({ withdrawShares }) => withdrawShares(scope))
      }
      fallback={(_error, retry) => <SectionFallback sectionLabel={label} retry={retry} />}
    >
      <Suspense fallback={<SectionLoading sectionLabel={label} />}>
        {/* A page the section's routes match that names nothing (a post that does not
            exist) is the site's 404 page, as any other unknown path. */}
        <LivePart name={remote}>
          <NotFoundPageProvider value={NOT_FOUND_PAGE}>
            <RemoteRoutes remote={remote} prefix={prefix} />
          </NotFoundPageProvider>
        </LivePart>
      </Suspense>
    </ContainedErrorBoundary>
  );
}
