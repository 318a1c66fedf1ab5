import { LivePart } from '@site/shared';
import { Suspense, useMemo, useRef } from 'react';
import { ContainedErrorBoundary } from '../components/contained-error-boundary';
import {
  isExposedModuleRequested,
  preloadExposedModule,
  readExposedModule,
  retryExposedModule,
} from './remote-module-cache';
import { SectionFallback } from './section-fallback';
import { SectionLoading } from './section-loading';
import { useNearViewportOrIdle } from './use-near-viewport-or-idle';

const SHOWCASE_ID = 'portfolio_remote/book-showcase';
/** The showcase's height at phone width: its placeholder (on a visit from another page) keeps the room. */
const RESERVED_HEIGHT = '520px';

/** Settles once the showcase is wanted (near the viewport, or the page idle): once per page. */
let markWanted: () => void = () => {};
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});

/**
 * The showcase once its code is here. Before it is wanted, this suspends on `wanted`: on a
 * prerendered home page React then keeps the prerendered showcase as it is (readers see it,
 * links work) and hydrates it when its code has arrived; on a visit from another page the
 * placeholder shows until then.
 */
function ShowcaseWhenWanted() {
  if (!isExposedModuleRequested(SHOWCASE_ID)) {
    throw wanted.then(() => preloadExposedModule(SHOWCASE_ID));
  }
  const { BookShowcase } = readExposedModule(SHOWCASE_ID);
  return <BookShowcase />;
}

/**
 * The portfolio's book showcase inside the home page; if it fails, only this block does.
 * It sits below the first screen, so its code (the portfolio's remote entry and the
 * showcase chunk) is fetched when it nears the viewport or once the page is idle, not on
 * the first screen's critical path.
 */
export function BookShowcaseSlot() {
  const slot = useRef<HTMLDivElement>(null);
  useNearViewportOrIdle(slot, markWanted);

  // The same element on every render of this slot: a prerendered showcase waiting to
  // hydrate is left alone by re-renders around it (new props would make React drop it for
  // the placeholder).
  const showcase = useMemo(
    () => (
      <Suspense
        fallback={<SectionLoading sectionLabel="the book showcase" minHeight={RESERVED_HEIGHT} />}
      >
        <LivePart name="book-showcase">
          <ShowcaseWhenWanted />
        </LivePart>
      </Suspense>
    ),
    [],
  );

  return (
    <div ref={slot}>
      <ContainedErrorBoundary
        name="The book showcase"
        beforeRetry={() => retryExposedModule(SHOWCASE_ID)}
        fallback={(_error, retry) => (
          <SectionFallback sectionLabel="The book showcase" retry={retry} compact />
        )}
      >
        {showcase}
      </ContainedErrorBoundary>
    </div>
  );
}
