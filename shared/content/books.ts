/*
 * The three books as every section shows them: title, kind, year, genre and cover. The
 * portfolio (cards, book pages, the home page's showcase) and the Red Chapter's tiles both
 * read them from here, so a book has one cover and one line of facts wherever it appears.
 * Everything else about a book (blurbs, quotes, store links) is the portfolio's:
 * portfolio-remote/content/books.ts. Titles, kinds, years and genres are fixed by the
 * site's specification.
 *
 * SAMPLE CONTENT, the author's to replace: the covers in ./covers are placeholder art.
 * Built into each section that shows a book (an import of `@site/shared/content/books`), so
 * a change here reaches readers with the next release of the portfolio and the Red Chapter.
 */
import type { SizedImage } from '@site/shared';
import huntressCover from './covers/huntress.svg';
import lettersCover from './covers/letters.svg';
import murderExchangeCover from './covers/murder-exchange.svg';

export type BookType = 'Novel' | 'Poetry Collection';

/** What identifies a book on every page that shows it. */
export interface BookIdentity {
  title: string;
  type: BookType;
  year: number;
  genre: string;
  /** Drawn with CoverArt (`@site/shared/design/cover-art`), 2:3. */
  cover: SizedImage;
}

const COVER_SIZE = { width: 400, height: 600 } as const;

export const bookIdentities = {
  huntress: {
    title: 'Huntress of the Gloom: Lost Lands of Elysia',
    type: 'Novel',
    year: 2024,
    genre: 'Fantasy/Adventure',
    cover: {
      src: huntressCover,
      ...COVER_SIZE,
      alt: 'Cover of Huntress of the Gloom: a cloaked archer on a misty ridge against a full moon',
    },
  },
  letters: {
    title: 'The Letters I Never Sent',
    type: 'Poetry Collection',
    year: 2024,
    genre: 'Poetry',
    cover: {
      src: lettersCover,
      ...COVER_SIZE,
      alt: 'Cover of The Letters I Never Sent: a cream envelope sealed with red wax on blush paper',
    },
  },
  murderExchange: {
    title: 'The Murder Exchange',
    type: 'Novel',
    year: 2025,
    genre: 'Romance/Mystery',
    cover: {
      src: murderExchangeCover,
      ...COVER_SIZE,
      alt: 'Cover of The Murder Exchange: two hands passing a brass key over a falling red rose',
    },
  },
} as const satisfies Record<string, BookIdentity>;
