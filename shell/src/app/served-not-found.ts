import { REMOTES, remoteForPath } from '../sections/section-list';
import { routesModuleId } from '../sections/exposed-modules';
import { adoptNotFoundPage, loadNotFoundPage } from '../not-found/lazy-not-found-page';
import { preloadExposedModule } from '../remotes/remote-module-cache';

/**
 * Loads what React's first render of `pathname` needs when #root holds the 404 page's HTML
 * served for an unknown path, so that render replaces the served 404 page with its own in
 * one step instead of showing a placeholder or a section's loading state in between (~0.3 s
 * on a slow phone, the title blank meanwhile): the 404 page's code and, for a path under a
 * section's prefix, that section's routes, which decide what the path shows (an unknown
 * Red theme is the Red's own 'Theme Not Found' page). Settles when all have loaded or failed;
 * a failure is the render's to show. Part of the 404 page's chunk: only 404 pages load it.
 */
export async function preloadServedNotFound(pathname: string): Promise<void> {
  const remote = remoteForPath(pathname);
  const [page] = await Promise.all([
    loadNotFoundPage().then(
      ({ NotFoundPage }) => NotFoundPage,
      () => null,
    ),
    remote ? preloadExposedModule(routesModuleId(REMOTES[remote].scope)) : undefined,
  ]);
  if (page) adoptNotFoundPage(page);
}
