import { lazyNamed } from '@site/shared';
import { LazyShellPage } from '../components/lazy-shell-page';

const SearchPage = lazyNamed(
  () => import(/* webpackChunkName: "page-search" */ './search-page'),
  'SearchPage',
);

export function LazySearchPage() {
  return <LazyShellPage part="search" Page={SearchPage} minHeight="100vh" />;
}
