import { PageNotFound } from '@site/shared';
import { useLocation } from 'react-router-dom';
import { archiveEntries } from './archive-data';
import { findReadable } from './archive-entries';
import { entryNumberOfPath } from './entry-address';
import { PoemPage } from './poem-page';

/** /red-archive/entry-NNN: the poem's page, or the site's 404 for a sealed or missing entry. */
export function PoemRoute() {
  const { pathname } = useLocation();
  const entry = findReadable(archiveEntries, entryNumberOfPath(pathname));
  if (!entry) return <PageNotFound />;
  return <PoemPage entry={entry} entries={archiveEntries} />;
}
