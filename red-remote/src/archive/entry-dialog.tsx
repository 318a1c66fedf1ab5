import { css } from '@emotion/react';
import { absoluteUrl, theme } from '@site/shared';
import { ShareButton } from '@site/shared/design/share-button';
import { Dialog } from '@site/shared/dialog';
import { OnDemand } from '@site/shared/on-demand';
import { useLayoutEffect, useRef, useState } from 'react';
import { redCopy } from '../../content/red-copy';
import { toStanzas, type ArchiveEntry, type ReadableEntry } from './archive-entries';
import { PoemFailed } from './poem-failed';
import { entryPath } from './entry-address';
import { overArchive, type OverArchiveState } from './over-archive';
import { arrivedPoem, fetchPoem } from './poem-cache';
import { Poem } from './poem';
import { PoemContext } from './poem-context';
import { PoemNav } from './poem-nav';

// Dark in both schemes, like the archive it opens over (decision 020): its scrollbar and the
// shared dialog's own colours inside take the dark values.
const dialogCss = css`
  color-scheme: dark;
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
      key={entry.number}
      load={(retry) => fetchPoem(entry, retry)}
      loading={
        <p css={noticeCss} role="status">
          {copy.poemLoading}
        </p>
      }
      failed={(retry) => <PoemFailed css={noticeCss} retry={retry} />}
    >
      {(markdown) => <Poem stanzas={toStanzas(markdown)} />}
    </OnDemand>
  );
}

/**
 * When Previous or Next shows another poem in the open dialog: its top is shown, the reader
 * hears which poem it is, and focus stays where it was (on the link followed) or, if that
 * link is gone (the last poem has no Next), goes to the other one.
 */
function usePoemChange(number: number, label: string) {
  const start = useRef<HTMLDivElement>(null);
  const shown = useRef(number);
  const [announced, setAnnounced] = useState('');
  useLayoutEffect(() => {
    if (shown.current === number) return;
    shown.current = number;
    const dialog = start.current?.closest('dialog');
    if (!dialog) return;
    dialog.scrollTop = 0;
    const body = dialog.querySelector<HTMLElement>('[data-dialog-part="body"]');
    if (body) body.scrollTop = 0;
    if (!dialog.contains(document.activeElement)) {
      dialog.querySelector<HTMLElement>('nav a')?.focus();
    }
    setAnnounced(label);
  }, [number, label]);
  return { start, announced };
}

/**
 * An open entry: its poem in a dialog (a full-screen sheet on a phone), a way to share it (its
 * address is the poem's page), and the poems either side, shown in its place.
 */
export function EntryDialog({
  entry,
  entries,
  archive,
  onClose,
}: {
  entry: ReadableEntry;
  entries: readonly ArchiveEntry[];
  /** How the poem was opened over the archive: Previous and Next keep it so. */
  archive: OverArchiveState['archive'];
  onClose: () => void;
}) {
  const { start, announced } = usePoemChange(entry.number, entry.label);
  return (
    <Dialog
      open
      sheetOnPhone
      title={entry.label}
      onClose={onClose}
      css={dialogCss}
      footer={
        <PoemNav
          entries={entries}
          number={entry.number}
          link={{ replace: true, state: overArchive(archive) }}
        />
      }
    >
      <div ref={start}>
        <p className="visually-hidden" role="status">
          {announced}
        </p>
        <PoemContext fields={entry} />
        <EntryPoem entry={entry} />
        <ShareButton
          css={shareCss}
          url={absoluteUrl(entryPath(entry.number))}
          title={entry.label}
          copy={copy.share}
        />
      </div>
    </Dialog>
  );
}
