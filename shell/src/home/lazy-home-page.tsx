import { lazyNamed } from '@site/shared';
import { LazyShellPage } from '../components/lazy-shell-page';

/** Fetches the home page's code (started early by a link's intent, see PagePrefetchOnIntent). */
export const loadHomePage = () => import(/* webpackChunkName: "page-home" */ './home-page');

const HomePage = lazyNamed(loadHomePage, 'HomePage');

export function LazyHomePage() {
  return <LazyShellPage part="home" Page={HomePage} minHeight="100vh" />;
}
