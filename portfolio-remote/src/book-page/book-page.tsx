import { css } from '@emotion/react';
import { ButtonLink, Page, theme } from '@site/shared';
import { BackLink } from '@site/shared/design/back-link';
import { BookMeta } from '@site/shared/design/book-meta';
import { CoverArt } from '@site/shared/design/cover-art';
import { bookWriting } from '@site/shared/design/writing-index';
import { tone } from '@site/shared/design/tone';
import { bookPageCopy } from '../../content/pages';
import type { Book } from '../books/book';
import { bookStructuredData } from '../books/book-structured-data';
import { RetailerList } from './retailer-list';

// The page's title is set at the size of every page title (PageHeader).
// On the book's own gradient (set per book below), dark in both schemes: its ink and the
// colours inside are the dark scheme's (decision 020).
const introCss = css`
  color-scheme: dark;
  color: ${tone.text};
  display: grid;
  gap: ${theme.space(8)};
  align-items: center;
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.large};
  border: 1px solid ${tone.border};
  ${theme.breakpoint.tablet} {
    grid-template-columns: 240px 1fr;
    padding: ${theme.space(10)};
  }
  img {
    justify-self: center;
  }
  h1 {
    font-size: clamp(2.1rem, 5.5vw, 3rem);
  }
  p {
    font-size: 1.1rem;
  }
`;

const metaCss = css`
  margin-bottom: ${theme.space(3)};
  font-size: 0.85rem !important;
`;

const availableCss = css`
  margin-top: ${theme.space(12)};
  h2 {
    font-size: 1.8rem;
  }
  > p {
    color: ${tone.muted};
  }
`;

/** /book/{slug}: one book, the way to its exclusive content, and every store that sells it. */
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
      <BackLink to="/portfolio">{bookPageCopy.backLabel}</BackLink>
      {/* What search finds: the book's facts, not its stores. */}
      <div css={introCss} style={{ background: book.gradient }} {...bookWriting}>
        <CoverArt image={book.cover} size="large" loading="eager" />
        <div>
          <BookMeta book={book} more={[book.genre, book.status]} css={metaCss} />
          <h1>{book.title}</h1>
          <p>{book.description}</p>
        </div>
      </div>
      <section css={availableCss} aria-labelledby="available-now">
        <h2 id="available-now">{bookPageCopy.availableHeading}</h2>
        <p>{bookPageCopy.availableIntro}</p>
        <RetailerList retailers={book.retailers} />
      </section>
      <section css={availableCss} aria-labelledby="exclusive-content">
        <h2 id="exclusive-content">{bookPageCopy.exclusiveHeading}</h2>
        <p>{bookPageCopy.exclusiveIntro}</p>
        <ButtonLink to={book.exclusiveContent} variant="outline">
          {bookPageCopy.exclusiveLink}
          <span className="visually-hidden">: {book.title}</span>
        </ButtonLink>
      </section>
    </Page>
  );
}
