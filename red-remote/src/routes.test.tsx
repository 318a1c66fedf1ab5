import { matchRoutes } from 'react-router-dom';
import { routes } from './routes';

const matchedPath = (pathname: string) =>
  matchRoutes(routes, pathname)
    ?.map((match) => match.route.path ?? '(index)')
    .join(' > ');

describe('red-remote routes', () => {
  it.each([
    ['/red-page', '/red-page > (index)'],
    ['/red-archive', '/red-archive > (index)'],
    ['/red-archive/huntress', '/red-archive > huntress'],
    ['/red-archive/letters', '/red-archive > letters'],
    ['/red-archive/murder-exchange', '/red-archive > murder-exchange'],
    ['/red-archive/rage', '/red-archive > :theme'],
    ['/red-archive/anything', '/red-archive > :theme'],
    ['/red-archive/entry-005', '/red-archive > :theme'],
  ])('%s -> %s', (pathname, expected) => {
    expect(matchedPath(pathname)).toBe(expected);
  });

  it.each(['/red-page/x', '/red-archive/rage/x', '/red-archive/huntress/map'])(
    'leaves %s to the shell 404',
    (pathname) => {
      expect(matchRoutes(routes, pathname)).toBeNull();
    },
  );
});
