import { css } from '@emotion/react';
import { ButtonLink, theme } from '@site/shared';
import { BookMeta } from '@site/shared/design/book-meta';
import { cardCss } from '@site/shared/design/card';
import { CoverArt } from '@site/shared/design/cover-art';
import { useId } from 'react';
import { redCopy } from '../../content/red-copy';
import type { RedBookTile } from './red-book-tile';

const tileCss = css`
  ${cardCss};
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  text-align: center;
  img {
    margin-bottom: ${theme.space(5)};
  }
  h3 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.3rem;
  }
`;

const actionsCss = css`
  display: grid;
  gap: ${theme.space(3)};
  width: 100%;
  max-width: 260px;
  margin-top: auto;
`;

/** One book on the red page: its cover, facts and title, and its two ways further in. */
export function BookTile({ book, lazy }: { book: RedBookTile; lazy: boolean }) {
  const titleId = useId();
  return (
    <article css={tileCss}>
      <CoverArt image={book.cover} size="medium" loading={lazy ? 'lazy' : 'eager'} />
      <BookMeta book={book} />
      <h3 id={titleId}>{book.title}</h3>
      <div css={actionsCss}>
        {/* Three links share each name; the book title tells them apart for screen readers. */}
        <ButtonLink to={book.amazonLink} variant="primary" size="large" aria-describedby={titleId}>
          {redCopy.redPage.grabYourCopy}
        </ButtonLink>
        <ButtonLink
          to={book.exclusiveLink}
          variant="outline"
          size="large"
          aria-describedby={titleId}
        >
          {redCopy.redPage.exclusiveContent}
        </ButtonLink>
      </div>
    </article>
  );
}
