import { toStanzas, type ArchiveEntry, type ReadableEntry } from '../archive/archive-entries';

/** The archive's newest readable entry (the highest number a reader can open), if any. */
export function newestReadable(entries: readonly ArchiveEntry[]): ReadableEntry | undefined {
  return entries
    .filter((entry): entry is ReadableEntry => entry.kind === 'readable')
    .reduce<ReadableEntry | undefined>(
      (newest, entry) => (!newest || entry.number > newest.number ? entry : newest),
      undefined,
    );
}

/**
 * A poem's opening: the lines of its first stanza, at most `max`; a stanza cut short ends
 * its last line with an ellipsis, as does a poem that goes on after it.
 */
export function openingLines(markdown: string, max = 4): string[] {
  const [first, ...rest] = toStanzas(markdown);
  if (first === undefined) return [];
  const lines = first.split('\n').map((line) => line.trim());
  const shown = lines.slice(0, max);
  if (lines.length > max || rest.length > 0) {
    const last = shown.length - 1;
    shown[last] = `${(shown[last] ?? '').replace(/[,;:.\s–—-]+$/, '')}…`;
  }
  return shown;
}
