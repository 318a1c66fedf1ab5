import { book as bookData, type StructuredData } from '@site/shared';
import type { Book } from './book';

/** schema.org Book for one of the author's books, with its stores as offers. */
export function bookStructuredData(book: Book): StructuredData {
  return bookData({
    title: book.title,
    genre: book.genre,
    year: book.year,
    description: book.description,
    path: book.bookPage,
    image: book.cover.src,
    offers: book.retailers,
  });
}
