import { lazyNamed } from '@site/shared';
import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import { Navigate, type RouteObject } from 'react-router-dom';
import { books } from '../content/books';
import { bookSlug } from './books/book';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

// Each page is a chunk of its own: a page brings its own code, not the other pages'. On a
// prerendered page the section stays as it is until its page's chunk has arrived too, then
// hydrates; between these pages the router keeps the old page up while the next loads.
const PortfolioPage = lazyNamed(
  () => import(/* webpackChunkName: "page-portfolio" */ './portfolio/portfolio-page'),
  'PortfolioPage',
);
const BookPage = lazyNamed(
  () => import(/* webpackChunkName: "page-book" */ './book-page/book-page'),
  'BookPage',
);
const AchievementsPage = lazyNamed(
  () => import(/* webpackChunkName: "page-achievements" */ './achievements/achievements-page'),
  'AchievementsPage',
);
const ReadingsPage = lazyNamed(
  () => import(/* webpackChunkName: "page-readings" */ './readings/readings-page'),
  'ReadingsPage',
);
const ContactPage = lazyNamed(
  () => import(/* webpackChunkName: "page-contact" */ './contact/contact-page'),
  'ContactPage',
);

/**
 * Everything under /portfolio, /book, /achievements (with /achievements/readings) and /contact
 * (see README.md). Book
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
  {
    path: '/achievements',
    children: [
      { index: true, element: <AchievementsPage /> },
      // The readings and performances (decision 030: why under /achievements).
      { path: 'readings', element: <ReadingsPage /> },
    ],
  },
  { path: '/contact', children: [{ index: true, element: <ContactPage /> }] },
];
