import { deferred, type Deferred } from '../components/deferred';
import type { ExposedModuleId, ExposedModules } from '../sections/exposed-modules';
import { LivePart } from '@site/shared';
import { Suspense, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ContainedErrorBoundary } from '../components/contained-error-boundary';
import { PausedLineOnDemand, UnavailablePageOnDemand } from './floor-on-demand';
import {
  exposedModuleError,
  isExposedModuleRequested,
  preloadExposedModule,
  readExposedModule,
  readExposedModuleOrWait,
  reloadExposedModule,
} from './remote-module-cache';
import { SectionLoading } from './section-loading';
import { ServedMarkup } from '@site/shared/design/served-markup';
import { servedPart } from './served-parts';
import { useModuleFailed } from './use-module-failed';
import { useNearViewportOrIdle } from './use-near-viewport-or-idle';
import { usePartCodeAhead } from './use-part-code-ahead';
import { useFocusKeptInSlot } from './use-focus-kept-in-slot';
import { useReaderIntent } from './use-reader-intent';

/** A part's own promise that settles once it is wanted, and what settles it: once per page. */
const wanted = new Map<ExposedModuleId, Deferred>();

/** Set by the prerender: it renders what a release draws, every part, wanted or not. */
let everyPartWanted = false;

/**
 * Every part is wanted from now on (the prerender's renders: the page a release publishes
 * holds every part, whatever a reader of the tab rendering it did).
 */
export function wantEveryPart(): void {
  everyPartWanted = true;
  for (const entry of wanted.values()) entry.resolve();
}

function wantedOf(id: ExposedModuleId): Deferred {
  let entry = wanted.get(id);
  if (!entry) {
    entry = deferred();
    wanted.set(id, entry);
  }
  return entry;
}

/**
 * The part once its code is here. Before it is wanted, this suspends on its `wanted` promise:
 * on a prerendered page React then keeps the prerendered part as it is (readers see it, links
 * work) and hydrates it when its code has arrived; on a visit from another page the
 * placeholder shows until then.
 */
function PartWhenWanted<Id extends ExposedModuleId>({
  id,
  served,
  render,
}: {
  id: Id;
  served: boolean;
  render: (module: ExposedModules[Id]) => ReactNode;
}) {
  if (!isExposedModuleRequested(id)) {
    throw everyPartWanted
      ? preloadExposedModule(id)
      : wantedOf(id).promise.then(() => preloadExposedModule(id));
  }
  // Served with the page, the part stays as served while its code is away.
  return render(served ? readExposedModuleOrWait(id) : readExposedModule(id));
}

export interface RemotePartSlotProps<Id extends ExposedModuleId> {
  /** The exposed module that draws the part. */
  id: Id;
  /** Its `data-part` (the served markup is kept under this name). */
  part: string;
  /** "The book showcase": its console line, its fallback, its paused line. */
  label: string;
  /** Its height at phone width: the placeholder (on a visit from another page) keeps the room. */
  reservedHeight: string;
  /**
   * When its code is fetched where the page was not served with it current (a visit from
   * another page, a kept copy older than the site's page): once it nears the viewport or the
   * page is idle (`near`), or only once the page is idle (`idle`: a part that may sit within
   * the first screen and must not bring a section's code before then). Served current, only
   * when the reader acts on it.
   */
  when: 'near' | 'idle';
  /** Draws the part from its module; a function that keeps its identity (module level). */
  render: (module: ExposedModules[Id]) => ReactNode;
}

/**
 * A part of one of the shell's pages that a section draws (the home page's book showcase,
 * newest post and newest poem); if it fails, only this block does. Its code (the section's
 * remote entry and the exposed chunk) is fetched off the first screen's critical path (`when`).
 * Served with the page, the part stays as served while its code is away or fails, with one
 * quiet line offering Retry (decision 010). Served with a page fresh from the network, the
 * part is what its section's live release draws (every release renders the pages, decision
 * 016): its code is fetched only when the reader is about to act on it (points, focuses,
 * touches), and a reader who only reads and follows its links downloads none of it.
 */
export function RemotePartSlot<Id extends ExposedModuleId>({
  id,
  part,
  label,
  reservedHeight,
  when,
  render,
}: RemotePartSlotProps<Id>) {
  const slot = useRef<HTMLDivElement>(null);
  const { resolve: markWanted } = wantedOf(id);
  const served = servedPart(part, useLocation().pathname);
  const codeAhead = usePartCodeAhead(served !== undefined);
  useNearViewportOrIdle(slot, markWanted, { viewport: when === 'near', enabled: codeAhead });
  useReaderIntent(slot, markWanted);
  useFocusKeptInSlot(slot);
  const failed = useModuleFailed(id);
  const reload = () => reloadExposedModule(id);

  // The same element on every render of this slot: a prerendered part waiting to hydrate is
  // left alone by re-renders around it (new props would make React drop it for the placeholder).
  const content = useMemo(
    () => (
      <Suspense
        fallback={
          served === undefined ? (
            <SectionLoading sectionLabel={label.toLowerCase()} minHeight={reservedHeight} />
          ) : (
            <ServedMarkup name={part} html={served} />
          )
        }
      >
        <LivePart name={part}>
          <PartWhenWanted id={id} served={served !== undefined} render={render} />
        </LivePart>
      </Suspense>
    ),
    [served, id, part, label, reservedHeight, render],
  );

  return (
    <div ref={slot}>
      <ContainedErrorBoundary
        name={label}
        beforeRetry={reload}
        fallback={(_error, retry) =>
          served === undefined ? (
            <UnavailablePageOnDemand
              sectionLabel={label}
              retry={retry}
              cause="section-away"
              compact
            />
          ) : (
            <>
              <ServedMarkup name={part} html={served} />
              <PausedLineOnDemand part={part} retry={retry} />
            </>
          )
        }
      >
        {content}
        {served !== undefined && failed && (
          <PausedLineOnDemand
            part={part}
            retry={reload}
            failure={{ name: label, error: exposedModuleError(id) }}
          />
        )}
      </ContainedErrorBoundary>
    </div>
  );
}
