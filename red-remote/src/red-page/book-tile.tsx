import { css } from '@emotion/react';
import { SizedImg, theme } from '@site/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';
import { primaryButtonCss, redCardCss, secondaryButtonCss } from '../ui/red-styles';
import type { RedBookTile } from './red-book-tile';

const tileCss = css`
  ${redCardCss};
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  text-align: center;
  img {
    width: 100%;
    max-width: 200px;
    height: auto;
    border-radius: ${theme.radius.small};
    box-shadow: 0 0 28px rgba(255, 77, 94, 0.25);
  }
  h3 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.3rem;
  }
`;

const labelCss = css`
  margin: ${theme.space(4)} 0 ${theme.space(1)};
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const actionsCss = css`
  display: grid;
  gap: ${theme.space(3)};
  width: 100%;
  max-width: 260px;
  margin-top: auto;
`;

/** One book on the red page: its art, label and title, and its two ways further in. */
export function BookTile({ book, lazy }: { book: RedBookTile; lazy: boolean }) {
  const titleId = useId();
  return (
    <article css={tileCss}>
      <SizedImg image={book.image} loading={lazy ? 'lazy' : 'eager'} />
      <p css={labelCss}>{book.label}</p>
      <h3 id={titleId}>{book.title}</h3>
      <div css={actionsCss}>
        {/* Three links share each name; the book title tells them apart for screen readers. */}
        <Link to={book.amazonLink} css={primaryButtonCss} aria-describedby={titleId}>
          {redCopy.redPage.grabYourCopy}
        </Link>
        <Link to={book.exclusiveLink} css={secondaryButtonCss} aria-describedby={titleId}>
          {redCopy.redPage.exclusiveContent}
        </Link>
      </div>
    </article>
  );
}
