import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Icon, lockIcon } from '@site/shared/design/icon';
import { interactiveRowCss, listRowCss, unavailableRowCss } from '@site/shared/design/list-row';
import { tone } from '@site/shared/design/tone';
import { redCopy } from '../../content/red-copy';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ArchiveEntry, ReadableEntry } from './archive-entries';
import { entryAnchor, entryPath } from './entry-address';
import { moveBackUnderWay } from './going-back';
import { overArchive } from './over-archive';
import { fetchPoem } from './poem-cache';

const listCss = css`
  display: grid;
  gap: ${theme.space(2)};
  max-width: 760px;
  margin: 0 0 ${theme.space(8)};
  padding: 0;
  list-style: none;
`;

const entryCss = css`
  ${listRowCss};
  font-family: ${theme.font.serif};
  font-size: 1.05rem;
`;

const readableCss = css`
  ${entryCss};
  ${interactiveRowCss};
`;

// Locked rows are plain text, not controls: nothing to click, focus or announce as a button.
const lockedCss = css`
  ${entryCss};
  ${unavailableRowCss};
  cursor: not-allowed;
  user-select: none;
`;

/** Why the rows below are shut, in the author's words, between the two lists. */
const sealedNoteCss = css`
  max-width: 60ch;
  margin: 0 0 ${theme.space(4)};
  color: ${tone.muted};
  font-family: ${theme.font.serif};
  font-style: italic;
`;

/** Starts fetching an entry's poem when the reader points at, focuses or touches it. */
function fetchPoemEarly(entry: ReadableEntry): () => void {
  // `true`: a fetch that failed before (offline a moment ago) is tried again.
  return () => void fetchPoem(entry, true).catch(() => undefined);
}

/**
 * The archive's entries in order: readable ones are links to their poem's page, which the app
 * follows over the archive (its dialog: archive-page.tsx); the locked ones follow in a list of their own, after a word
 * from the author on why they are shut. Each row's id is the entry's old address
 * (/red-archive#entry-007), so an old link still finds its row.
 */
export function ArchiveList({ entries }: { entries: readonly ArchiveEntry[] }) {
  const navigate = useNavigate();
  // A poem just closed is still being left (its move Back comes a moment later): this one
  // opens after that move, or the move would take the reader off it (going-back.ts).
  const openAfterMoveBack = (entry: ArchiveEntry) => (event: MouseEvent<HTMLAnchorElement>) => {
    const move = moveBackUnderWay();
    const plain =
      event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (!move || !plain) return;
    event.preventDefault();
    void move.then(() => navigate(entryPath(entry.number), { state: overArchive('pushed') }));
  };
  const readable = entries.filter((entry) => entry.kind === 'readable');
  const locked = entries.filter((entry) => entry.kind === 'locked');
  return (
    <>
      <ol css={listCss}>
        {readable.map((entry) => (
          <li key={entry.number} id={entryAnchor(entry.number)}>
            <Link
              to={entryPath(entry.number)}
              state={overArchive('pushed')}
              css={readableCss}
              onPointerEnter={fetchPoemEarly(entry)}
              onFocus={fetchPoemEarly(entry)}
              onTouchStart={fetchPoemEarly(entry)}
              onClick={openAfterMoveBack(entry)}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ol>
      {locked.length > 0 && (
        <>
          <p css={sealedNoteCss}>{redCopy.archive.sealedNote}</p>
          <ol css={listCss}>
            {locked.map((entry) => (
              <li key={entry.number} id={entryAnchor(entry.number)}>
                <div css={lockedCss} data-state="locked">
                  <Icon path={lockIcon} />
                  <span>{entry.label}</span>
                  <span className="visually-hidden">{` (${redCopy.archive.lockedHint})`}</span>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
