import type { ArchiveEntry, ReadableEntry } from './archive-entries';

/**
 * The readable entries before and after `number` in the archive's order: what Previous and
 * Next lead to. Locked entries are stepped over; the first has no previous, the last no next.
 */
export function neighboursOf(
  entries: readonly ArchiveEntry[],
  number: number,
): { previous?: ReadableEntry; next?: ReadableEntry } {
  const readable = entries
    .filter((entry): entry is ReadableEntry => entry.kind === 'readable')
    .sort((a, b) => a.number - b.number);
  const index = readable.findIndex((entry) => entry.number === number);
  if (index < 0) return {};
  return { previous: readable[index - 1], next: readable[index + 1] };
}
