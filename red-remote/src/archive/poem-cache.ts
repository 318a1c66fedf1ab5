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

/** A poem's words and, where the author put one beside it, its recording. */
export interface PoemWithRecording {
  markdown: string;
  recording: Recording | undefined;
}

const withRecordings = new WeakMap<Promise<string>, Promise<PoemWithRecording>>();

/**
 * The poem and its recording's cues (the same chunk: no second fetch), one promise per poem
 * promise, as `OnDemand` needs. A recording that fails to come leaves the poem without one:
 * the words are what the page is for.
 */
export function fetchPoemWithRecording(
  entry: ReadableEntry,
  retry = false,
): Promise<PoemWithRecording> {
  const poem = fetchPoem(entry, retry);
  let both = withRecordings.get(poem);
  if (!both) {
    const recording = entry.loadRecording?.().catch(() => undefined) ?? Promise.resolve(undefined);
    both = Promise.all([poem, recording]).then(([markdown, found]) => ({
      markdown,
      recording: found,
    }));
    withRecordings.set(poem, both);
  }
  return both;
}
