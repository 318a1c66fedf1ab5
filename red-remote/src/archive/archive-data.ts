import { archiveFiles } from '../../content/archive/archive-files';
import { toArchiveEntries } from './archive-entries';

/** The archive as built from the content files (content/archive/NNN.md). */
export const archiveEntries = toArchiveEntries(archiveFiles);
