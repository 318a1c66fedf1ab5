import { Suspense, useRef, useState } from 'react';
import {
  isExposedModuleRequested,
  readExposedModule,
  retryExposedModule,
} from './remote-module-cache';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionFallback } from './section-fallback';
import { SectionLoading } from './section-loading';
import { useNearViewportOrIdle } from './use-near-viewport-or-idle';

const SHOWCASE_ID = 'portfolio_remote/book-showcase';
const SLOT_ATTRIBUTE = 'data-book-showcase-slot';
const DEFAULT_RESERVED_HEIGHT = '520px';

/**
 * The height the showcase has in a prerendered page, read before React's first commit
 * replaces that markup: the placeholder then takes exactly the showcase's room at this
 * width, so nothing below it moves when the real showcase arrives.
 */
function prerenderedHeight(): string {
  const height = document.querySelector(`[${SLOT_ATTRIBUTE}]`)?.getBoundingClientRect().height;
  return height ? `${height}px` : DEFAULT_RESERVED_HEIGHT;
}

function LoadedShowcase() {
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
  const [attempt, setAttempt] = useState(0);
  const [reservedHeight] = useState(prerenderedHeight);
  const slot = useRef<HTMLDivElement>(null);
  const wanted = useNearViewportOrIdle(slot, {
    initially: isExposedModuleRequested(SHOWCASE_ID),
  });
  const loading = <SectionLoading sectionLabel="the book showcase" minHeight={reservedHeight} />;

  return (
    <div ref={slot} {...{ [SLOT_ATTRIBUTE]: '' }}>
      <SectionErrorBoundary
        resetKey={String(attempt)}
        onRetry={async () => {
          await retryExposedModule(SHOWCASE_ID);
          setAttempt((count) => count + 1);
        }}
        fallback={(_error, retry) => (
          <SectionFallback sectionLabel="The book showcase" retry={retry} compact />
        )}
      >
        {wanted ? (
          <Suspense fallback={loading}>
            <LoadedShowcase />
          </Suspense>
        ) : (
          loading
        )}
      </SectionErrorBoundary>
    </div>
  );
}
