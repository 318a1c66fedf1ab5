import { lazyNamed } from '@site/shared';
import { type ComponentType } from 'react';
import { LazyShellPage } from '../components/lazy-shell-page';

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

/** The 404 page, fetched the first time a reader needs it: most never do. */
export function LazyNotFoundPage() {
  return <LazyShellPage part="not-found" Page={loadedPage ?? NotFoundPage} minHeight="60vh" />;
}
