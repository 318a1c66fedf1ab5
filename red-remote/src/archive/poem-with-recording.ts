import type { ArchiveEntry } from './archive-entries';
import { fetchPoem } from './poem-cache';

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

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
