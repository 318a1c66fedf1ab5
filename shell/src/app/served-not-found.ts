import { adoptNotFoundPage, loadNotFoundPage } from '../not-found/lazy-not-found-page';

/**
 * Loads the 404 page's code when #root holds the 404 page's HTML, served for an address that
 * is no page, so React's first render replaces the served 404 page with its own in one step
 * instead of showing a placeholder in between (~0.3 s on a slow phone, the title blank
 * meanwhile). Settles when it has loaded or failed; a failure is the render's to show. Part
 * of the 404 page's chunk: only 404 pages load it.
 */
export async function preloadServedNotFound(): Promise<void> {
  const page = await loadNotFoundPage().then(
    ({ NotFoundPage }) => NotFoundPage,
    () => null,
  );
  if (page) adoptNotFoundPage(page);
}
