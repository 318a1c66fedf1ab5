import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Dialog } from '@site/shared/dialog';
import { useCallback, useState } from 'react';
import { redCopy } from '../../content/red-copy';
import { BackToRedPage } from '../ui/back-link';
import { RedSection } from '../ui/red-section';
import { kickerCss, leadCss } from '../ui/red-styles';
import type { ArchiveEntry } from './archive-entries';
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

const copy = redCopy.archive;

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
        {openEntry && <Poem stanzas={openEntry.stanzas} />}
      </Dialog>
    </RedSection>
  );
}
