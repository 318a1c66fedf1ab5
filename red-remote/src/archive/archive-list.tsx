import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { redCopy } from '../../content/red-copy';
import type { ArchiveEntry } from './archive-entries';
import { LockIcon } from './lock-icon';

const listCss = css`
  display: grid;
  gap: ${theme.space(2)};
  max-width: 760px;
  margin: ${theme.space(8)} 0;
  padding: 0;
  list-style: none;
`;

const rowCss = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: 48px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 1px solid rgba(255, 77, 94, 0.3);
  border-radius: ${theme.radius.small};
  font-family: ${theme.font.serif};
  font-size: 1.05rem;
  text-align: left;
`;

const readableCss = css`
  ${rowCss};
  background: ${theme.color.redSurface};
  color: ${theme.color.redText};
  cursor: pointer;
  transition:
    border-color 0.15s ease-out,
    transform 0.15s ease-out;
  &:hover {
    border-color: ${theme.color.redAccent};
    transform: translateX(4px);
  }
`;

// Locked rows are plain text, not controls: nothing to click, focus or announce as a button.
const lockedCss = css`
  ${rowCss};
  border-style: dashed;
  color: ${theme.color.muted};
  cursor: not-allowed;
  user-select: none;
`;

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

/** Starts fetching an entry's poem when the reader points at, focuses or touches it. */
function loadPoemEarly(entry: ReadableEntry): () => void {
  // `true`: a load that failed before (offline a moment ago) is tried again.
  return () => void entry.loadPoem(true).catch(() => undefined);
}

/** The archive's entries in order: readable ones are buttons, locked ones are only listed. */
export function ArchiveList({
  entries,
  onOpen,
}: {
  entries: readonly ArchiveEntry[];
  onOpen: (entry: ReadableEntry) => void;
}) {
  return (
    <ol css={listCss}>
      {entries.map((entry) => (
        <li key={entry.number}>
          {entry.kind === 'readable' ? (
            <button
              type="button"
              css={readableCss}
              onClick={() => onOpen(entry)}
              onPointerEnter={loadPoemEarly(entry)}
              onFocus={loadPoemEarly(entry)}
              onTouchStart={loadPoemEarly(entry)}
            >
              {entry.label}
            </button>
          ) : (
            <div css={lockedCss} data-state="locked">
              <LockIcon />
              <span>{entry.label}</span>
              <span className="visually-hidden">{` (${redCopy.archive.lockedHint})`}</span>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
