import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "page-not-found" */ './not-found-page').then(({ NotFoundPage }) => ({
    default: NotFoundPage,
  })),
);

/**
 * The 404 page, fetched the first time a reader needs it: most never do, so it stays off
 * every first screen. The placeholder holds the page's height, so the footer does not jump.
 */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<div css={{ minHeight: '60vh' }} />}>
      <NotFoundPage />
    </Suspense>
  );
}
