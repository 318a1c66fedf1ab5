import { bookIdentities } from '@site/shared/content/books';
import type { RedBookTile } from '../src/red-page/red-book-tile';

/**
 * The three books on /red-page, in the order shown. Title, kind, year and cover are the
 * books' own (shared/content/books.ts), the same as on the portfolio and the home page.
 */
export const bookTiles: readonly RedBookTile[] = [
  {
    ...bookIdentities.huntress,
    exclusiveLink: '/red-archive/huntress',
    amazonLink: '/book/huntress',
  },
  {
    ...bookIdentities.letters,
    exclusiveLink: '/red-archive/letters',
    amazonLink: '/book/letters',
  },
  {
    ...bookIdentities.murderExchange,
    exclusiveLink: '/red-archive/murder-exchange',
    amazonLink: '/book/murder-exchange',
  },
];
