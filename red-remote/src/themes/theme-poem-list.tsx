import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { interactiveRowCss, listRowCss } from '@site/shared/design/list-row';
import { tone } from '@site/shared/design/tone';
import { Link } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import type { ReadableEntry } from '../archive/archive-entries';
import { entryPath } from '../archive/entry-address';

const sectionCss = css`
  margin: 0 0 ${theme.space(8)};
  h2 {
    font-size: 1.3rem;
    margin: 0 0 ${theme.space(3)};
  }
`;

const listCss = css`
  display: grid;
  gap: ${theme.space(2)};
  max-width: 760px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowCss = css`
  ${listRowCss};
  ${interactiveRowCss};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(1)} ${theme.space(4)};
  font-family: ${theme.font.serif};
  font-size: 1.05rem;
  time {
    color: ${tone.muted};
    font-family: ${theme.font.sans};
    font-size: 0.9rem;
  }
`;

/** A theme's published poems, each a link to its page, with the day it is dated. */
export function ThemePoemList({ poems }: { poems: readonly ReadableEntry[] }) {
  if (poems.length === 0) return null;
  return (
    <section css={sectionCss} aria-labelledby="theme-poems">
      <h2 id="theme-poems">{redCopy.archive.themePoems}</h2>
      <ul css={listCss}>
        {poems.map((poem) => (
          <li key={poem.number}>
            <Link to={entryPath(poem.number)} css={rowCss}>
              <span>{poem.label}</span>
              {poem.date && <time dateTime={poem.date}>{poem.dateLabel ?? poem.date}</time>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
