import { css } from '@emotion/react';
import { Page, SizedImg, theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { bookPageCopy } from '../../content/pages';
import type { Book } from '../books/book';
import { bookStructuredData } from '../books/book-structured-data';
import { RetailerList } from './retailer-list';

const backCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${theme.space(6)};
  color: ${theme.color.accentStrong};
  font-weight: 600;
`;

const introCss = css`
  display: grid;
  gap: ${theme.space(8)};
  align-items: center;
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.large};
  border: 1px solid ${theme.color.border};
  ${theme.breakpoint.tablet} {
    grid-template-columns: 240px 1fr;
    padding: ${theme.space(10)};
  }
  img {
    justify-self: center;
    width: 200px;
    height: auto;
    aspect-ratio: 2 / 3;
    border-radius: ${theme.radius.small};
    box-shadow: 0 16px 36px rgba(0, 0, 0, 0.55);
    ${theme.breakpoint.tablet} {
      width: 240px;
    }
  }
  h1 {
    font-size: clamp(1.9rem, 5vw, 2.8rem);
  }
  p {
    font-size: 1.1rem;
  }
`;

const metaCss = css`
  margin-bottom: ${theme.space(3)};
  color: ${theme.color.gold};
  font-size: 0.85rem !important;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const availableCss = css`
  margin-top: ${theme.space(12)};
  h2 {
    font-size: 1.8rem;
  }
  > p {
    color: ${theme.color.muted};
  }
`;

/** /book/{slug}: one book and every store that sells it. */
export function BookPage({ book }: { book: Book }) {
  return (
    <Page
      title={book.title}
      meta={{
        description: book.description,
        type: 'book',
        structuredData: bookStructuredData(book),
      }}
    >
      <Link to="/portfolio" css={backCss}>
        <span aria-hidden="true">←&nbsp;</span>
        {bookPageCopy.backLabel}
      </Link>
      <div css={introCss} style={{ background: book.gradient }}>
        <SizedImg image={book.cover} />
        <div>
          <p css={metaCss}>
            {book.type} · {book.year} · {book.genre} · {book.status}
          </p>
          <h1>{book.title}</h1>
          <p>{book.description}</p>
        </div>
      </div>
      <section css={availableCss} aria-labelledby="available-now">
        <h2 id="available-now">{bookPageCopy.availableHeading}</h2>
        <p>{bookPageCopy.availableIntro}</p>
        <RetailerList retailers={book.retailers} />
      </section>
    </Page>
  );
}
