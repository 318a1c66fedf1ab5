import { lazyNamed } from '@site/shared';
import { Suspense, type ComponentProps } from 'react';
import { ContainedErrorBoundary } from '../components/contained-error-boundary';
import { UnavailablePage } from '../unavailable/unavailable-page';
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

/** The page from the server (page-from-server.tsx); the site's unavailable page if even its code cannot be had. */
export function PageFromServerOnDemand(props: ComponentProps<typeof PageFromServer>) {
  return (
    <ContainedErrorBoundary
      name={props.sectionLabel}
      fallback={() => (
        <UnavailablePage
          sectionLabel={props.sectionLabel}
          retry={props.retry}
          cause="section-away"
        />
      )}
    >
      <Suspense fallback={<SectionLoading sectionLabel={props.sectionLabel} />}>
        <PageFromServer {...props} />
      </Suspense>
    </ContainedErrorBoundary>
  );
}
