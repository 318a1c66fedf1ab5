import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Dialog } from '@site/shared/dialog';
import { OnDemand } from '@site/shared/on-demand';
import { useCallback, useState } from 'react';
import { redCopy } from '../../content/red-copy';
import { BackToRedPage } from '../ui/back-link';
import { RedSection } from '../ui/red-section';
import { kickerCss, leadCss, secondaryButtonCss } from '../ui/red-styles';
import { toStanzas, type ArchiveEntry } from './archive-entries';
import { ArchiveList } from './archive-list';
import { Poem } from './poem';

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

const dialogCss = css`
  background: ${theme.color.redSurface};
  color: ${theme.color.redText};
  border-color: rgba(255, 77, 94, 0.45);
  box-shadow: 0 0 40px rgba(255, 77, 94, 0.25);
  h2 {
    color: ${theme.color.redText};
  }
`;

const footerCss = css`
  color: ${theme.color.muted};
  font-style: italic;
`;

const noticeCss = css`
  min-height: 6rem;
  color: ${theme.color.muted};
`;

const copy = redCopy.archive;

/** The entry's poem, fetched when the entry is opened (its own chunk). */
function EntryPoem({ entry }: { entry: ReadableEntry }) {
  return (
    <OnDemand
      load={entry.loadPoem}
      loading={
        <p css={noticeCss} role="status">
          {copy.poemLoading}
        </p>
      }
      failed={(retry) => (
        <div css={noticeCss} role="alert">
          <p>{copy.poemFailed}</p>
          <button type="button" css={secondaryButtonCss} onClick={retry}>
            {copy.retry}
          </button>
        </div>
      )}
    >
      {(markdown) => <Poem stanzas={toStanzas(markdown)} />}
    </OnDemand>
  );
}

/** /red-archive: the diary. Readable entries open in a dialog; locked ones stay shut. */
export function ArchivePage({ entries }: { entries: readonly ArchiveEntry[] }) {
  const [openEntry, setOpenEntry] = useState<ReadableEntry | null>(null);
  const close = useCallback(() => setOpenEntry(null), []);

  return (
    <RedSection title={copy.pageTitle} description={copy.intro}>
      <BackToRedPage />
      <p css={kickerCss}>{redCopy.redPage.pageTitle}</p>
      <h1>{copy.heading}</h1>
      <p css={leadCss}>{copy.intro}</p>
      <ArchiveList entries={entries} onOpen={setOpenEntry} />
      <footer>
        <p css={footerCss}>{copy.footer}</p>
      </footer>
      <Dialog
        open={openEntry !== null}
        title={openEntry?.label ?? ''}
        onClose={close}
        css={dialogCss}
      >
        {openEntry && <EntryPoem key={openEntry.number} entry={openEntry} />}
      </Dialog>
    </RedSection>
  );
}
