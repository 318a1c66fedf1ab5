import { lazyNamed, LivePart } from '@site/shared';
import { Suspense } from 'react';

const SearchPage = lazyNamed(
  () => import(/* webpackChunkName: "page-search" */ './search-page'),
  'SearchPage',
);

/** /search as a chunk of its own: no other page carries its code. */
export function LazySearchPage() {
  return (
    <Suspense fallback={<div css={{ minHeight: '100vh' }} />}>
      <LivePart name="search">
        <SearchPage />
      </LivePart>
    </Suspense>
  );
}
