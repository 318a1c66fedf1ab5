/**
 * The last segment of a poem's address, 'entry-007' (its number padded to three digits). On
 * its own, without imports: the section's routes read it on every Red page, so it stays small.
 */
const POEM_SEGMENT = /^entry-(\d{3})$/;

/** The entry number an address segment names ('entry-007' -> 7), else null. */
export function entryNumberOfSegment(segment: string | undefined): number | null {
  const match = POEM_SEGMENT.exec(segment ?? '');
  return match ? Number(match[1]) : null;
}
