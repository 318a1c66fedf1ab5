// The shape of the book data in content/books.ts (docs/content-editing-portfolio.md, "Books").
import type { BookIdentity } from '@site/shared/content/books';

/** A store where the book can be bought. */
export interface RetailerLink {
  name: string;
  url: string;
}

/** A book: what every section shows of it (title, kind, year, genre, cover), and the rest. */
export interface Book extends BookIdentity {
  /** One or two sentences for cards. */
  description: string;
  /** A line from the book, set in script type on the portfolio card. */
  cursiveQuote?: string;
  status: 'Published';
  /** The main retailer: where the title on the portfolio and 'Quick Buy' lead. */
  amazonLink: string;
  /** The long blurb of the 'Read More' dialog, one string per paragraph. */
  readMore: readonly string[];
  /** CSS background of the book's card. */
  gradient: string;
  /** The book's own page, always under /book. */
  bookPage: `/book/${string}`;
  /** Its exclusive content in the Red Archive, linked from the book's page. */
  exclusiveContent: `/red-archive/${string}`;
  /** Every store, in the order shown under 'Available Now'. */
  retailers: readonly RetailerLink[];
}

/** The path segment after /book/ (e.g. 'huntress'). */
export function bookSlug(book: Pick<Book, 'bookPage'>): string {
  return book.bookPage.slice('/book/'.length);
}
