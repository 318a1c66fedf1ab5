import {
  afterLoadIdle,
  LivePart,
  NotFoundPageProvider,
  UnavailablePageProvider,
  type UnavailablePageProps,
} from '@site/shared';
import { REMOTES, type RemoteName } from '../sections/section-list';
import { routesModuleId } from '../sections/exposed-modules';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { ContainedErrorBoundary } from '../components/contained-error-boundary';
import { LazyNotFoundPage } from '../not-found/lazy-not-found-page';
import {
  PageFromServerOnDemand,
  PausedLineOnDemand,
  UnavailablePageOnDemand,
} from './floor-on-demand';
import {
  exposedModuleError,
  readExposedModule,
  readExposedModuleOrWait,
  reloadExposedModule,
} from './remote-module-cache';
import { ServedMarkup } from '@site/shared/design/served-markup';
import { servedPart } from './served-parts';
import { SectionLoading } from './section-loading';
import { useModuleFailed } from './use-module-failed';

const NOT_FOUND_PAGE = <LazyNotFoundPage />;

/** A page of a section whose data cannot be had: the site's one unavailable page. */
const sectionPageUnavailable = ({ retry }: UnavailablePageProps) => (
  <UnavailablePageOnDemand retry={retry} cause="server-error" />
);

function RemoteRoutes({
  remote,
  prefix,
  served,
}: {
  remote: RemoteName;
  prefix: string;
  /** The page was served with this section: if its code fails, it waits (the page stays). */
  served: boolean;
}) {
  const id = routesModuleId(REMOTES[remote].scope);
  const { routes } = served ? readExposedModuleOrWait(id) : readExposedModule(id);
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
 * One section of the site, served by a remote: loaded on first visit, and contained, so a
 * remote that is down, late or broken never takes the page away (decision 010). On the page
 * it was served with, the section stays as served (words, images, links) with one quiet line
 * and Retry; reached by a link in the app, its page is loaded from the server; the card with
 * Retry only when there is no page to show. The nav, home and other sections keep working.
 */
export function RemoteSection({ remote, prefix }: { remote: RemoteName; prefix: string }) {
  const { pathname } = useLocation();
  const { label, scope } = REMOTES[remote];
  const moduleId = routesModuleId(scope);
  const served = servedPart(remote, pathname);
  const failed = useModuleFailed(moduleId);
  const floor = served === undefined ? null : <ServedMarkup name={remote} html={served} />;
  const reload = () => reloadExposedModule(moduleId);

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
      // The part keeps what it shows until the code is here (or has failed again).
      beforeRetry={reload}
      // A section can fail after its routes loaded (a page of it needing a shared module it
      // was refused): what it offered the others is taken back then too (forget-remote.ts).
      onError={() =>
        void import('./forget-remote').then(({ withdrawShares }) => withdrawShares(scope))
      }
      fallback={(_error, retry) =>
        floor ? (
          <>
            {floor}
            <PausedLineOnDemand part={remote} retry={retry} />
          </>
        ) : (
          <PageFromServerOnDemand sectionLabel={label} retry={retry} />
        )
      }
    >
      <Suspense fallback={floor ?? <SectionLoading sectionLabel={label} />}>
        {/* A page the section's routes match that names nothing (a post that does not
            exist) is the site's 404 page, as any other unknown path. */}
        <LivePart name={remote}>
          <NotFoundPageProvider value={NOT_FOUND_PAGE}>
            <UnavailablePageProvider value={sectionPageUnavailable}>
              <RemoteRoutes remote={remote} prefix={prefix} served={floor !== null} />
            </UnavailablePageProvider>
          </NotFoundPageProvider>
        </LivePart>
      </Suspense>
      {floor && failed && (
        <PausedLineOnDemand
          part={remote}
          retry={reload}
          failure={{ name: label, error: exposedModuleError(moduleId) }}
        />
      )}
    </ContainedErrorBoundary>
  );
}
