import { lazyNamed } from '@site/shared';
import { Suspense, type ComponentProps } from 'react';
import { ContainedErrorBoundary } from '../components/contained-error-boundary';
import { UnavailableFallback } from '../unavailable/unavailable-fallback';
import { SectionLoading } from './section-loading';

// What a page shows when a part's code fails is fetched only then (a chunk of the shell's own,
// "floor"): a page whose parts load well never downloads it. The served page itself needs no
// code to stay; if this chunk cannot be had either, the page stays without its line.
const PausedLine = lazyNamed(
  () => import(/* webpackChunkName: "floor" */ './paused-line'),
  'PausedLine',
);
const PageFromServer = lazyNamed(
  () => import(/* webpackChunkName: "floor" */ './page-from-server'),
  'PageFromServer',
);

const UnavailablePage = lazyNamed(
  () => import(/* webpackChunkName: "floor" */ '../unavailable/unavailable-page'),
  'UnavailablePage',
);

/**
 * The site's unavailable page (unavailable-page.tsx), once its code is here; if even that
 * cannot be had, the same words plainly (unavailable-fallback.tsx).
 */
export function UnavailablePageOnDemand(props: ComponentProps<typeof UnavailablePage>) {
  return (
    <ContainedErrorBoundary
      name="The unavailable page"
      fallback={() => (props.compact ? null : <UnavailableFallback retry={props.retry} />)}
    >
      <Suspense fallback={null}>
        <UnavailablePage {...props} />
      </Suspense>
    </ContainedErrorBoundary>
  );
}

/** The paused line (paused-line.tsx), once its code is here. */
export function PausedLineOnDemand(props: ComponentProps<typeof PausedLine>) {
  return (
    <ContainedErrorBoundary name="The paused line" fallback={() => null}>
      <Suspense fallback={null}>
        <PausedLine {...props} />
      </Suspense>
    </ContainedErrorBoundary>
  );
}

/** The page from the server (page-from-server.tsx); the plain unavailable page if even its code cannot be had. */
export function PageFromServerOnDemand(props: ComponentProps<typeof PageFromServer>) {
  return (
    <ContainedErrorBoundary
      name={props.sectionLabel}
      fallback={() => <UnavailableFallback retry={props.retry} />}
    >
      <Suspense fallback={<SectionLoading sectionLabel={props.sectionLabel} />}>
        <PageFromServer {...props} />
      </Suspense>
    </ContainedErrorBoundary>
  );
}
