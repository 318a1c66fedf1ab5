import { css } from '@emotion/react';
import { absoluteUrl, theme } from '@site/shared';
import { ShareButton } from '@site/shared/design/share-button';
import { Dialog } from '@site/shared/dialog';
import { OnDemand } from '@site/shared/on-demand';
import { useLocation } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import { secondaryButtonCss } from '../ui/red-styles';
import { toStanzas, type ArchiveEntry } from './archive-entries';
import { entryAnchor } from './entry-address';
import { arrivedPoem, fetchPoem } from './poem-cache';
import { Poem } from './poem';

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

const dialogCss = css`
  background: ${theme.color.redSurface};
  color: ${theme.color.redText};
  border-color: rgba(255, 77, 94, 0.45);
  box-shadow: 0 0 40px rgba(255, 77, 94, 0.25);
  scrollbar-color: rgba(255, 77, 94, 0.55) transparent;
  h2 {
    color: ${theme.color.redText};
  }
`;

const noticeCss = css`
  min-height: 6rem;
  color: ${theme.color.muted};
`;

const shareCss = css`
  margin-top: ${theme.space(2)};
`;

const copy = redCopy.archive;

/**
 * The entry's poem: at once when it has arrived (fetched at idle, or when the reader pointed
 * at the entry), else fetched now, with a notice in its place meanwhile.
 */
function EntryPoem({ entry }: { entry: ReadableEntry }) {
  const poem = arrivedPoem(entry);
  if (poem !== undefined) return <Poem stanzas={toStanzas(poem)} />;
  return (
    <OnDemand
      load={(retry) => fetchPoem(entry, retry)}
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

/**
 * An open entry: its poem in a dialog, and a way to share it (its address is the archive's
 * with the entry's #fragment, which opens it again).
 */
export function EntryDialog({ entry, onClose }: { entry: ReadableEntry; onClose: () => void }) {
  const { pathname } = useLocation();
  return (
    <Dialog open title={entry.label} onClose={onClose} css={dialogCss}>
      <EntryPoem entry={entry} />
      <ShareButton
        css={shareCss}
        url={absoluteUrl(`${pathname}#${entryAnchor(entry.number)}`)}
        title={entry.label}
        copy={copy.share}
      />
    </Dialog>
  );
}
