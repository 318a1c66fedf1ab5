import { Page } from '@site/shared';
import { books } from '../../content/books';
import { portfolioCopy } from '../../content/pages';
import { BookCard } from './book-card';
import { bookStructuredData } from '../books/book-structured-data';
import { ClosingQuote } from './closing-quote';
import { pageHeaderCss } from '../ui/page-header-styles';
import { gridListCss } from '../ui/grid-list-styles';

/** One column on phones, two on tablets, three on wide screens (docs/product.md, "Portfolio"). */
const gridCss = gridListCss({ gap: 6, tablet: 2, desktop: 3 });

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
