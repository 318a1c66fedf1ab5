import { archiveEntries } from './archive-data';
import { ArchivePage } from './archive-page';

/** /red-archive with the archive's entries: the page's chunk carries the list, no other page's. */
export function ArchiveRoute() {
  return <ArchivePage entries={archiveEntries} />;
}
