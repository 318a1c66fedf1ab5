import { css } from '@emotion/react';
import { afterLoadIdle, FETCH_AHEAD_MARK, theme } from '@site/shared';
import { PageHeader } from '@site/shared/design/page-header';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import { BackToRedPage } from '../ui/back-link';
import { RedSection } from '../ui/red-section';
import type { ArchiveEntry } from './archive-entries';
import { ArchiveList } from './archive-list';
import { entryAnchor, entryNumberOf, showHashInAddress } from './entry-address';
import { EntryDialogSlot, loadEntryDialog } from './entry-dialog-slot';
import { prefetchPoemsNearScreen } from './poem-cache';

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

const footerCss = css`
  color: ${theme.color.muted};
  font-style: italic;
`;

const copy = redCopy.archive;

/**
 * Opens the entry the page's address names (/red-archive#entry-007: a shared poem), after
 * the page is live: the prerendered page, like the first render, has every dialog shut.
 * Focus goes to the entry's row first, so that closing the dialog hands it back there.
 */
function useEntryFromAddress(
  entries: readonly ArchiveEntry[],
  open: (entry: ReadableEntry) => void,
) {
  const { hash } = useLocation();
  useEffect(() => {
    const number = entryNumberOf(hash);
    const entry = entries.find(
      (candidate): candidate is ReadableEntry =>
        candidate.kind === 'readable' && candidate.number === number,
    );
    if (!entry) return;
    document
      .getElementById(entryAnchor(entry.number))
      ?.querySelector('button')
      ?.focus({ preventScroll: true });
    open(entry);
  }, [hash, entries, open]);
}

/** /red-archive: the diary. Readable entries open in a dialog; locked ones stay shut. */
export function ArchivePage({ entries }: { entries: readonly ArchiveEntry[] }) {
  const [openEntry, setOpenEntry] = useState<ReadableEntry | null>(null);
  // The address bar names the open poem, so it can be copied, and nothing once it is shut.
  const open = useCallback((entry: ReadableEntry) => {
    showHashInAddress(`#${entryAnchor(entry.number)}`);
    setOpenEntry(entry);
  }, []);
  const close = useCallback(() => {
    showHashInAddress('');
    setOpenEntry(null);
  }, []);

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
  useEntryFromAddress(entries, open);

  return (
    <RedSection title={copy.pageTitle} description={copy.intro}>
      <BackToRedPage />
      <PageHeader kicker={redCopy.redPage.pageTitle} title={copy.heading} lead={copy.intro} />
      <ArchiveList entries={entries} onOpen={open} />
      <footer>
        <p css={footerCss}>{copy.footer}</p>
      </footer>
      {openEntry && <EntryDialogSlot key={openEntry.number} entry={openEntry} onClose={close} />}
    </RedSection>
  );
}
