import { Suspense, useState } from 'react';
import { readExposedModule, retryExposedModule } from './remote-module-cache';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionFallback } from './section-fallback';
import { SectionLoading } from './section-loading';

const SHOWCASE_ID = 'portfolio_remote/book-showcase';

function LoadedShowcase() {
  const { BookShowcase } = readExposedModule(SHOWCASE_ID);
  return <BookShowcase />;
}

/** The portfolio's book showcase inside the home page; if it fails, only this block does. */
export function BookShowcaseSlot() {
  const [attempt, setAttempt] = useState(0);
  return (
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
      <Suspense fallback={<SectionLoading sectionLabel="the book showcase" minHeight="520px" />}>
        <LoadedShowcase />
      </Suspense>
    </SectionErrorBoundary>
  );
}
