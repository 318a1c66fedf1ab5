import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { tone } from '@site/shared/design/tone';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import { themeTitles } from '../../content/theme-titles';
import { isThemeKey } from '../themes/theme-keys';
import type { PoemContextFields } from './archive-entries';

const contextCss = css`
  margin: ${theme.space(2)} 0 ${theme.space(4)};
  color: ${tone.muted};
  cite {
    font-style: italic;
  }
  a {
    color: ${tone.link};
    text-underline-offset: 3px;
  }
`;

const copy = redCopy.archive.context;

/**
 * Where a poem stands: the day it is dated, its theme (a link to the theme's page) and its
 * collection, each where the poem's file gives it. The collection is named, not linked: the
 * books are a link away in the author box, and the books' data would weigh on the poem's
 * first bytes (docs/performance.md).
 */
export function PoemContext({ fields }: { fields: PoemContextFields }) {
  const { date, dateLabel, theme: themeKey, collection } = fields;
  const themeTitle = isThemeKey(themeKey) ? themeTitles[themeKey] : undefined;
  if (!date && !themeTitle && !collection) return null;
  const parts = [
    date && <time dateTime={date}>{dateLabel ?? date}</time>,
    themeTitle && (
      <>
        {copy.theme}: <Link to={`/red-archive/${themeKey}`}>{themeTitle}</Link>
      </>
    ),
    collection && (
      <>
        {copy.collection} <cite>{collection}</cite>
      </>
    ),
  ].filter(Boolean);
  return (
    <p css={contextCss} data-poem-context="">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}
