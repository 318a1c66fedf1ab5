import { LivePart } from '@site/shared';
import { Suspense, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ContainedErrorBoundary } from '../components/contained-error-boundary';
import { PausedLineOnDemand } from './floor-on-demand';
import {
  exposedModuleError,
  isExposedModuleRequested,
  preloadExposedModule,
  readExposedModule,
  readExposedModuleOrWait,
  reloadExposedModule,
} from './remote-module-cache';
import { SectionFallback } from './section-fallback';
import { SectionLoading } from './section-loading';
import { ServedMarkup } from './served-markup';
import { servedPart } from './served-parts';
import { useModuleFailed } from './use-module-failed';
import { useNearViewportOrIdle } from './use-near-viewport-or-idle';

const SHOWCASE_ID = 'portfolio_remote/book-showcase';
const PART = 'book-showcase';
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
function ShowcaseWhenWanted({ served }: { served: boolean }) {
  if (!isExposedModuleRequested(SHOWCASE_ID)) {
    throw wanted.then(() => preloadExposedModule(SHOWCASE_ID));
  }
  // Served with the page, the showcase stays as served while its code is away.
  const { BookShowcase } = served
    ? readExposedModuleOrWait(SHOWCASE_ID)
    : readExposedModule(SHOWCASE_ID);
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
  const served = servedPart(PART, useLocation().pathname);
  const failed = useModuleFailed(SHOWCASE_ID);
  const reload = () => reloadExposedModule(SHOWCASE_ID);

  // The same element on every render of this slot: a prerendered showcase waiting to
  // hydrate is left alone by re-renders around it (new props would make React drop it for
  // the placeholder).
  const showcase = useMemo(
    () => (
      <Suspense
        fallback={
          served === undefined ? (
            <SectionLoading sectionLabel="the book showcase" minHeight={RESERVED_HEIGHT} />
          ) : (
            <ServedMarkup name={PART} html={served} />
          )
        }
      >
        <LivePart name={PART}>
          <ShowcaseWhenWanted served={served !== undefined} />
        </LivePart>
      </Suspense>
    ),
    [served],
  );

  return (
    <div ref={slot}>
      <ContainedErrorBoundary
        name="The book showcase"
        beforeRetry={reload}
        fallback={(_error, retry) =>
          served === undefined ? (
            <SectionFallback sectionLabel="The book showcase" retry={retry} compact />
          ) : (
            <>
              <ServedMarkup name={PART} html={served} />
              <PausedLineOnDemand part={PART} retry={retry} />
            </>
          )
        }
      >
        {showcase}
        {served !== undefined && failed && (
          <PausedLineOnDemand
            part={PART}
            retry={reload}
            failure={{ name: 'The book showcase', error: exposedModuleError(SHOWCASE_ID) }}
          />
        )}
      </ContainedErrorBoundary>
    </div>
  );
}
