import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import { Navigate, type RouteObject } from 'react-router-dom';
import { books } from '../content/books';
import { AchievementsPage } from './achievements/achievements-page';
import { BookPage } from './book-page/book-page';
import { bookSlug } from './books/book';
import { ContactPage } from './contact/contact-page';
import { PortfolioPage } from './portfolio/portfolio-page';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

/**
 * Everything under /portfolio, /book, /achievements and /contact (see README.md). Book
 * pages are exact routes made from content/books.ts, so /book/anything-else falls through
 * to the shell's 404.
 */
export const routes: RouteObject[] = [
  { path: '/portfolio', children: [{ index: true, element: <PortfolioPage /> }] },
  {
    path: '/book',
    children: [
      // The list of books is the portfolio.
      { index: true, element: <Navigate to="/portfolio" replace /> },
      ...books.map((book) => ({ path: bookSlug(book), element: <BookPage book={book} /> })),
    ],
  },
  { path: '/achievements', children: [{ index: true, element: <AchievementsPage /> }] },
  { path: '/contact', children: [{ index: true, element: <ContactPage /> }] },
];
