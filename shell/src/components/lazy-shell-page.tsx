import { LivePart } from '@site/shared';
import { Suspense, type ComponentType } from 'react';

interface LazyShellPageProps {
  /** The page's live part (data-part), which the start-up and the tests wait for. */
  part: string;
  /** The page, from `lazyNamed(() => import(...))`: a chunk of its own. */
  Page: ComponentType;
  /** About the page's height, held while its code loads so the footer does not jump up. */
  minHeight: string;
}

/**
 * A page of the shell's own (home, search, 404) as a chunk of its own: a reader landing on a
 * section page does not download it.
 */
export function LazyShellPage({ part, Page, minHeight }: LazyShellPageProps) {
  return (
    <Suspense fallback={<div css={{ minHeight }} />}>
      <LivePart name={part}>
        <Page />
      </LivePart>
    </Suspense>
  );
}
