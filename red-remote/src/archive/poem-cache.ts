import type { ArchiveEntry } from './archive-entries';

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

/**
 * Poems that have arrived, by their entry's loader: an entry opened after its poem came is
 * drawn with its words in the very render that opens it (no loading notice, no dialog that
 * grows a moment later). Keyed by the loader, so an entry built with another loader (a
 * test's) never shows a poem fetched by the real one.
 */
const arrived = new WeakMap<ReadableEntry['loadPoem'], string>();

/**
 * The entry's poem: the content loader's own promise (one per tab, the same on every call,
 * as `OnDemand` needs), which also keeps the poem here once it comes. `retry`: a fetch that
 * failed before is tried again.
 */
export function fetchPoem(entry: ReadableEntry, retry = false): Promise<string> {
  const loading = entry.loadPoem(retry);
  loading.then(
    (poem) => arrived.set(entry.loadPoem, poem),
    () => undefined,
  );
  return loading;
}

/** The entry's poem if it has arrived, else undefined. */
export function arrivedPoem(entry: ReadableEntry): string | undefined {
  return arrived.get(entry.loadPoem);
}

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
