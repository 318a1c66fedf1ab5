import { bookSlug } from '../src/books/book';
import { books } from './books';

// The limits of the posts' and poems' schemas (CommonJS, read as they read it): a book's title
// and blurb show in the same places, cards and link previews.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONTENT_LIMITS } = require('@site/toolchain/content-limits.cjs') as {
  CONTENT_LIMITS: { title: number; description: number };
};

const byTitle = (title: string) => {
  const book = books.find((candidate) => candidate.title === title);
  if (!book) throw new Error(`missing book: ${title}`);
  return book;
};

describe('book data', () => {
  it('holds exactly the three published books, in order', () => {
    expect(books.map((book) => book.title)).toEqual([
      'Huntress of the Gloom: Lost Lands of Elysia',
      'The Letters I Never Sent',
      'The Murder Exchange',
    ]);
    expect(books.map((book) => book.year)).toEqual([2024, 2024, 2025]);
    expect(books.every((book) => book.status === 'Published')).toBe(true);
  });

  it.each([
    [
      'Huntress of the Gloom: Lost Lands of Elysia',
      'Novel',
      'Fantasy/Adventure',
      '/book/huntress',
      9,
    ],
    ['The Letters I Never Sent', 'Poetry Collection', 'Poetry', '/book/letters', 2],
    ['The Murder Exchange', 'Novel', 'Romance/Mystery', '/book/murder-exchange', 1],
  ])('%s: %s, %s, %s, %i retailer links', (title, type, genre, bookPage, linkCount) => {
    const book = byTitle(title);
    expect(book).toMatchObject({ type, genre, bookPage });
    expect(book.retailers).toHaveLength(linkCount);
  });

  it('links only to https URLs, and the main link is one of the book’s stores', () => {
    for (const book of books) {
      const urls = [book.amazonLink, ...book.retailers.map((retailer) => retailer.url)];
      for (const url of urls) expect(new URL(url).protocol).toBe('https:');
      expect(book.retailers.map((retailer) => retailer.url)).toContain(book.amazonLink);
      expect(new Set(book.retailers.map((retailer) => retailer.name)).size).toBe(
        book.retailers.length,
      );
    }
  });

  it('gives every book a blurb, a described cover of known size and a unique page', () => {
    for (const book of books) {
      expect(book.description.trim()).not.toBe('');
      expect(book.readMore.length).toBeGreaterThan(0);
      for (const paragraph of book.readMore) expect(paragraph.trim()).not.toBe('');
      expect(book.cover.width).toBeGreaterThan(0);
      expect(book.cover.height).toBeGreaterThan(0);
      expect(book.cover.alt.trim()).not.toBe('');
    }
    expect(new Set(books.map(bookSlug))).toEqual(
      new Set(['huntress', 'letters', 'murder-exchange']),
    );
  });

  it('keeps every title and blurb within the content limits of posts and poems', () => {
    for (const book of books) {
      expect(book.title.length).toBeLessThanOrEqual(CONTENT_LIMITS.title);
      expect(book.description.length).toBeLessThanOrEqual(CONTENT_LIMITS.description);
    }
  });
});
