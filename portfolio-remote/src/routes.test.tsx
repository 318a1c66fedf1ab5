import { matchRoutes } from 'react-router-dom';
import { READINGS_PATH } from './readings/readings-path';
import { routes } from './routes';

/** The paths under /book the remote answers (the shell mounts each prefix the same way). */
function bookMatches(rest: string) {
  const book = routes.find((route) => route.path === '/book');
  if (!book) throw new Error('no /book route');
  return matchRoutes([{ ...book, path: '/' }], rest);
}

describe('routes', () => {
  it('serves one exact page per book and nothing else under /book', () => {
    for (const slug of ['/huntress', '/letters', '/murder-exchange']) {
      expect(bookMatches(slug)?.at(-1)?.route.path).toBe(slug.slice(1));
    }
    expect(bookMatches('/xyz')).toBeNull();
    expect(bookMatches('/huntress/extra')).toBeNull();
  });

  it('owns exactly the portfolio prefixes', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/portfolio',
      '/book',
      '/achievements',
      '/contact',
    ]);
  });
});

describe('the readings page', () => {
  it('is /achievements/readings, in the prefix the section owns already', () => {
    const achievements = routes.find((route) => route.path === '/achievements');
    const matches = matchRoutes([{ ...achievements!, path: '/' }], '/readings');
    expect(matches?.at(-1)?.route.path).toBe(READINGS_PATH.replace('/achievements/', ''));
  });
});
