import { lazyNamed, LivePart } from '@site/shared';
import { Suspense } from 'react';

/** Fetches the home page's code (started early by a link's intent, see PagePrefetchOnIntent). */
export const loadHomePage = () => import(/* webpackChunkName: "page-home" */ './home-page');

const HomePage = lazyNamed(loadHomePage, 'HomePage');

/**
 * The home page as a chunk of its own, so a reader landing on a section page does not download
 * it; the placeholder holds a screen's height so the footer does not jump up meanwhile.
 */
export function LazyHomePage() {
  return (
    <Suspense fallback={<div css={{ minHeight: '100vh' }} />}>
      <LivePart name="home">
        <HomePage />
      </LivePart>
    </Suspense>
  );
}
