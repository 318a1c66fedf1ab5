import { useCallback, useState, useSyncExternalStore } from 'react';
import { splitInstant } from './reading';

/** The attribute that carries the instant a served list was split at. */
export const LISTED_AT_ATTRIBUTE = 'data-readings-listed-at';

/**
 * The instant the readings (`endsMs`: when each ends) were split into upcoming and past for
 * this page. A page served prerendered was split when it was built, and hydrating it must draw
 * the same list (its instant is in the page: LISTED_AT_ATTRIBUTE), so nothing moves under the
 * reader; a page the app draws afresh (a link followed in the app) is split now. "Now" is
 * named by the instant that splits the list as it does (splitInstant), so that the built page
 * is the same bytes from one build to the next until a reading ends.
 */
export function useListedAt(endsMs: readonly number[]): number {
  const [listedAt] = useState(() => {
    const served =
      typeof document === 'undefined'
        ? null
        : document.querySelector(`[${LISTED_AT_ATTRIBUTE}]`)?.getAttribute(LISTED_AT_ATTRIBUTE);
    const instant = Number(served);
    return served && Number.isFinite(instant) ? instant : splitInstant(endsMs, Date.now());
  });
  return listedAt;
}

/** The reader's clock as the page last read it (a store for useSyncExternalStore). */
const clock: { now: number | null } = { now: null };

const readClock = () => (clock.now ??= Date.now());

/** While a page is hydrated (and when it is rendered to HTML): no clock, the served list. */
const noClock = () => null;

/**
 * The reader's clock once the page is live (null while it hydrates, so the served markup is
 * adopted as it is), read again when the page subscribes and when the next of `endsMs` passes
 * while the page stays open.
 */
export function useReaderNow(endsMs: readonly number[]): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const tick = () => {
        clock.now = Date.now();
        changed();
        const now = clock.now;
        const next = endsMs.filter((end) => end > now).sort((a, b) => a - b)[0];
        // Timers longer than ~24.8 days overflow; a page open that long is re-read on reload.
        if (next !== undefined && next - now < 2_000_000_000) {
          timer = setTimeout(tick, next - now + 1000);
        }
      };
      tick();
      return () => clearTimeout(timer);
    },
    [endsMs],
  );
  return useSyncExternalStore(subscribe, readClock, noClock);
}
