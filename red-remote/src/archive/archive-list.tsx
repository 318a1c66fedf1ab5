import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Icon, lockIcon } from '@site/shared/design/icon';
import { interactiveRowCss, listRowCss, unavailableRowCss } from '@site/shared/design/list-row';
import { tone } from '@site/shared/design/tone';
import { redCopy } from '../../content/red-copy';
import type { ArchiveEntry } from './archive-entries';
import { entryAnchor } from './entry-address';
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

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

/** Starts fetching an entry's poem when the reader points at, focuses or touches it. */
function fetchPoemEarly(entry: ReadableEntry): () => void {
  // `true`: a fetch that failed before (offline a moment ago) is tried again.
  return () => void fetchPoem(entry, true).catch(() => undefined);
}

/**
 * The archive's entries in order: readable ones are buttons; the locked ones follow in a list
 * of their own, after a word from the author on why they are shut. Each row's id is the
 * entry's address (/red-archive#entry-007).
 */
export function ArchiveList({
  entries,
  onOpen,
}: {
  entries: readonly ArchiveEntry[];
  onOpen: (entry: ReadableEntry) => void;
}) {
  const readable = entries.filter((entry) => entry.kind === 'readable');
  const locked = entries.filter((entry) => entry.kind === 'locked');
  return (
    <>
      <ol css={listCss}>
        {readable.map((entry) => (
          <li key={entry.number} id={entryAnchor(entry.number)}>
            <button
              type="button"
              css={readableCss}
              onClick={() => onOpen(entry)}
              onPointerEnter={fetchPoemEarly(entry)}
              onFocus={fetchPoemEarly(entry)}
              onTouchStart={fetchPoemEarly(entry)}
            >
              {entry.label}
            </button>
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
