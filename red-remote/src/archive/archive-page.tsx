import { css } from '@emotion/react';
import { afterLoadIdle, FETCH_AHEAD_MARK, theme } from '@site/shared';
import { PageHeader } from '@site/shared/design/page-header';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import { BackToRedPage } from '../ui/back-to-red-page';
import { RedSection } from '../ui/red-section';
import { findReadable, type ArchiveEntry, type ReadableEntry } from './archive-entries';
import { ArchiveList } from './archive-list';
import {
  ARCHIVE_PATH,
  entryAnchor,
  entryNumberOf,
  entryNumberOfPath,
  entryPath,
} from './entry-address';
import { ArchiveFeedLink } from './archive-feed-link';
import { goBack } from './going-back';
import { EntryDialogSlot, loadEntryDialog } from './entry-dialog-slot';
import { archiveIsBelow, BACK_TO_ARCHIVE, currentHistoryKey, overArchive } from './over-archive';
import { prefetchPoemsNearScreen } from './poem-prefetch';

const footerCss = css`
  color: ${theme.color.muted};
  font-style: italic;
`;

const copy = redCopy.archive;

/** The link of an entry's row (what opens it, and where focus returns when it closes). */
const rowLink = (number: number) =>
  document.getElementById(entryAnchor(number))?.querySelector<HTMLElement>('a') ?? null;

/**
 * An old shared link (/red-archive#entry-007, a poem's address before poems had pages) opens
 * its poem: once the page is live, the address becomes the poem's, over the archive (the
 * returned entry is for a <Navigate>). Focus goes to the entry's row first, so that closing
 * the poem hands it back there.
 */
function useOldEntryLink(entries: readonly ArchiveEntry[]): ReadableEntry | undefined {
  const { pathname, hash } = useLocation();
  const entry = pathname === ARCHIVE_PATH ? findReadable(entries, entryNumberOf(hash)) : undefined;
  useEffect(() => {
    if (entry) rowLink(entry.number)?.focus({ preventScroll: true });
  }, [entry]);
  return entry;
}

/**
 * /red-archive: the diary. A readable entry is a link to its poem's page; the app opens it in
 * a dialog over the list instead, under the poem's own address (/red-archive/entry-007), so
 * that the address bar, Share and a reload all name the poem, and Back closes it.
 * Locked entries stay shut.
 */
export function ArchivePage({ entries }: { entries: readonly ArchiveEntry[] }) {
  const { pathname, state, key } = useLocation();
  const openEntry = findReadable(entries, entryNumberOfPath(pathname));
  const oldLinkEntry = useOldEntryLink(entries);
  // The history entry of a poem being left for the archive's address in place (<Navigate>).
  const [leaving, setLeaving] = useState<string | null>(null);

  // Back, when the archive is the history entry below; else the archive's address in place.
  const pushed = archiveIsBelow(state);
  const close = useCallback(() => {
    // The browser's close event comes a moment after Escape: a reader who pressed Enter on the
    // row at once is on a new entry of the poem by then, which this close is not about.
    if (currentHistoryKey() !== key) return;
    if (pushed) goBack();
    else setLeaving(key);
  }, [pushed, key]);

  // Once the page is idle, the dialog's code and the poems of the entries near the screen
  // are fetched (then the others' as the reader scrolls to them): a reader's first tap opens
  // words, not a wait. The User Timing mark tells measurements (the budgets test) this work
  // ahead of the reader from the page's own load.
  useEffect(() => {
    let stopPrefetching = () => {};
    const cancel = afterLoadIdle(() => {
      // Optional call: jsdom (the unit tests) has no User Timing.
      performance.mark?.(FETCH_AHEAD_MARK);
      stopPrefetching = prefetchPoemsNearScreen(entries, (entry) =>
        document.getElementById(entryAnchor(entry.number)),
      );
      loadEntryDialog().catch(() => undefined);
    });
    return () => {
      cancel();
      stopPrefetching();
    };
  }, [entries]);

  return (
    <RedSection
      title={openEntry ? `${openEntry.title} – ${copy.pageTitle}` : copy.pageTitle}
      description={copy.intro}
    >
      <BackToRedPage />
      <PageHeader kicker={redCopy.redPage.pageTitle} title={copy.heading} lead={copy.intro} />
      <ArchiveList entries={entries} />
      <footer>
        <p css={footerCss}>{copy.footer}</p>
        <ArchiveFeedLink />
      </footer>
      {openEntry && (
        <EntryDialogSlot
          entry={openEntry}
          entries={entries}
          archive={pushed ? 'pushed' : 'replaced'}
          onClose={close}
        />
      )}
      {leaving === key && <Navigate to={ARCHIVE_PATH} replace state={BACK_TO_ARCHIVE} />}
      {oldLinkEntry && (
        <Navigate to={entryPath(oldLinkEntry.number)} replace state={overArchive('replaced')} />
      )}
    </RedSection>
  );
}
