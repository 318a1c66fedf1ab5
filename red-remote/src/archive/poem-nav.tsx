import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { capsLabelCss } from '@site/shared/design/caps-label';
import { tone } from '@site/shared/design/tone';
import { Link } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import type { ArchiveEntry, ReadableEntry } from './archive-entries';
import { entryPath } from './entry-address';
import { neighboursOf } from './poem-neighbours';

const navCss = css`
  display: grid;
  /* Two equal halves however long a title: it ends in an ellipsis, never widens the page. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space(3)};
`;

const linkCss = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  min-height: 44px;
  padding: ${theme.space(1)} ${theme.space(3)};
  border: 1px solid ${tone.border};
  border-radius: ${theme.radius.medium};
  color: ${tone.text};
  text-decoration: none;
  transition: border-color 0.15s ease-out;
  &:hover {
    border-color: ${tone.accent};
  }
`;

const nextCss = css`
  grid-column: 2;
  text-align: right;
`;

const directionCss = css`
  ${capsLabelCss};
  color: ${tone.accent};
`;

/** The title is a hint under the direction; a long one ends in an ellipsis on one line. */
const titleCss = css`
  overflow: hidden;
  font-family: ${theme.font.serif};
  font-size: 0.95rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const copy = redCopy.archive;

/**
 * Previous and Next: the readable poems on either side of `number`, as links to their pages
 * (each works as a link without the app). `link` says how the app follows them: inside the
 * dialog, in place of the poem shown (`replace`), over the archive (`state`).
 */
export function PoemNav({
  entries,
  number,
  link = {},
  className,
}: {
  entries: readonly ArchiveEntry[];
  number: number;
  link?: { replace?: boolean; state?: unknown };
  className?: string;
}) {
  const { previous, next } = neighboursOf(entries, number);
  if (!previous && !next) return null;
  const to = (entry: ReadableEntry, direction: string, extra?: ReturnType<typeof css>) => (
    <Link
      to={entryPath(entry.number)}
      replace={link.replace}
      state={link.state}
      css={[linkCss, extra]}
      aria-label={`${direction}: ${entry.label}`}
    >
      <span css={directionCss} aria-hidden="true">
        {direction === copy.previousPoem ? `← ${direction}` : `${direction} →`}
      </span>
      <span css={titleCss} aria-hidden="true">
        {entry.title}
      </span>
    </Link>
  );
  return (
    <nav css={navCss} className={className} aria-label={copy.poemNav}>
      {previous && to(previous, copy.previousPoem)}
      {next && to(next, copy.nextPoem, nextCss)}
    </nav>
  );
}
