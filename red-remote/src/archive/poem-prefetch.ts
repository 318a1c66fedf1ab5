import type { ArchiveEntry, ReadableEntry } from './archive-entries';
import { fetchPoem } from './poem-cache';

/** How far beyond the screen a row's poem is fetched: a screen's height above and below. */
const NEAR_SCREEN = '100% 0px';

/**
 * Fetches in the background the poems of the readable entries whose rows are on the screen or
 * within a screen of it, then of the others as the reader scrolls near them: whichever the
 * reader opens is already here, and what the page fetches ahead stays a few screens' worth
 * however long the diary grows (each poem is its own file). `rowOf` finds an entry's row; an
 * entry without one, or a browser without IntersectionObserver, has its poem fetched at once.
 * A poem that cannot be fetched now is left to its dialog, which says so and offers Try
 * again. Returns what stops the watching.
 */
export function prefetchPoemsNearScreen(
  entries: readonly ArchiveEntry[],
  rowOf: (entry: ReadableEntry) => Element | null,
): () => void {
  const prefetch = (entry: ReadableEntry) => void fetchPoem(entry).catch(() => undefined);
  const readable = entries.filter((entry): entry is ReadableEntry => entry.kind === 'readable');
  if (typeof IntersectionObserver === 'undefined') {
    readable.forEach(prefetch);
    return () => {};
  }
  const entryOfRow = new Map<Element, ReadableEntry>();
  const observer = new IntersectionObserver(
    (changes) => {
      for (const { target, isIntersecting } of changes) {
        const entry = entryOfRow.get(target);
        if (!isIntersecting || !entry) continue;
        observer.unobserve(target);
        prefetch(entry);
      }
    },
    { rootMargin: NEAR_SCREEN },
  );
  for (const entry of readable) {
    const row = rowOf(entry);
    if (!row) {
      prefetch(entry);
      continue;
    }
    entryOfRow.set(row, entry);
    observer.observe(row);
  }
  return () => observer.disconnect();
}
