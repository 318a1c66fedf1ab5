import { css } from '@emotion/react';
import { Page, theme } from '@site/shared';
import { books } from '../../content/books';
import { portfolioCopy } from '../../content/pages';
import { BookCard } from './book-card';
import { bookStructuredData } from '../books/book-structured-data';
import { ClosingQuote } from './closing-quote';
import { pageHeaderCss } from '../ui/page-header-styles';

/** One column on phones, two on tablets, three on wide screens (SPEC section 9). */
const gridCss = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.breakpoint.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.breakpoint.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** /portfolio: the three books, then the author's closing words. */
export function PortfolioPage() {
  return (
    <Page
      title={portfolioCopy.title}
      meta={{ description: portfolioCopy.intro, structuredData: books.map(bookStructuredData) }}
    >
      <header css={pageHeaderCss}>
        <h1>{portfolioCopy.title}</h1>
        <p>{portfolioCopy.intro}</p>
      </header>
      <ul css={gridCss} data-testid="book-grid">
        {books.map((book, index) => (
          <li key={book.bookPage}>
            <BookCard book={book} eagerCover={index === 0} />
          </li>
        ))}
      </ul>
      <ClosingQuote />
    </Page>
  );
}
