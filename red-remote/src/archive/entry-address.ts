import { pad3 } from './archive-entries';
import { entryNumberOfSegment } from './poem-segment';

/** Where the archive is, and under which every poem has its page. */
export const ARCHIVE_PATH = '/red-archive';

/** The id of an entry's row, its old #fragment and its page's last segment: 'entry-007'. */
export function entryAnchor(number: number): string {
  return `entry-${pad3(number)}`;
}

/** A poem's own address: /red-archive/entry-007 (docs/decisions/011-every-poem-is-a-page.md). */
export function entryPath(number: number): string {
  return `${ARCHIVE_PATH}/${entryAnchor(number)}`;
}

/** The entry number a poem's address names ('/red-archive/entry-007' -> 7), else null. */
export function entryNumberOfPath(pathname: string): number | null {
  const prefix = `${ARCHIVE_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  return entryNumberOfSegment(pathname.slice(prefix.length).replace(/\/$/, ''));
}

/**
 * The entry number an old shared link's #fragment names ('#entry-007' -> 7), else null:
 * before poems had pages, /red-archive#entry-007 was a poem's address.
 */
export function entryNumberOf(hash: string): number | null {
  return hash.startsWith('#') ? entryNumberOfSegment(hash.slice(1)) : null;
}
