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
