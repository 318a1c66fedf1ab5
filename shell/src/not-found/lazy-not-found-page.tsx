import { lazyNamed, LivePart } from '@site/shared';
import { Suspense, type ComponentType } from 'react';

/** Fetches the 404 page's code. */
export const loadNotFoundPage = () =>
  import(/* webpackChunkName: "page-not-found" */ './not-found-page');

const NotFoundPage = lazyNamed(loadNotFoundPage, 'NotFoundPage');

/** The page when its code was loaded before the first render: shown at once. */
let loadedPage: ComponentType | null = null;

/** Hands over the 404 page loaded ahead of the first render (app/served-not-found.ts). */
export function adoptNotFoundPage(page: ComponentType): void {
  loadedPage = page;
}

/**
 * The 404 page, fetched the first time a reader needs it: most never do, so it stays off
 * every first screen. The placeholder holds the page's height, so the footer does not jump.
 */
export function LazyNotFoundPage() {
  const Page = loadedPage ?? NotFoundPage;
  return (
    <Suspense fallback={<div css={{ minHeight: '60vh' }} />}>
      <LivePart name="not-found">
        <Page />
      </LivePart>
    </Suspense>
  );
}
