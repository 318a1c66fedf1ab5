import { Page } from '@site/shared';
import { PageHeader } from '@site/shared/design/page-header';
import { books } from '../../content/books';
import { portfolioCopy } from '../../content/pages';
import { BookCard } from './book-card';
import { bookStructuredData } from '../books/book-structured-data';
import { ClosingQuote } from './closing-quote';
import { gridListCss } from '@site/shared/design/grid-list';

/** One column on phones, two on tablets, three on wide screens (docs/product.md, "Portfolio"). */
const gridCss = gridListCss({ gap: 6, tablet: 2, desktop: 3 });

/** /portfolio: the three books, then the author's closing words. */
export function PortfolioPage() {
  return (
    <Page
      title={portfolioCopy.title}
      meta={{ description: portfolioCopy.intro, structuredData: books.map(bookStructuredData) }}
    >
      <PageHeader title={portfolioCopy.title} lead={portfolioCopy.intro} />
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
