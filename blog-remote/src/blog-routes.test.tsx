import { matchRoutes, type RouteObject } from 'react-router-dom';
import { BLOG_CATEGORIES } from '../content/categories';
import { BLOG_PREFIX, blogChildRoutes } from './blog-routes';

const routes: RouteObject[] = [{ path: BLOG_PREFIX, children: blogChildRoutes(BLOG_CATEGORIES) }];

/** The route a path reaches: `(index)` for the hub, else its pattern. */
function matched(pathname: string): string | null {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return null;
  return match.route.index ? '(index)' : (match.route.path ?? null);
}

describe('blog routes', () => {
  it('know no post: three routes per category, whatever the author publishes', () => {
    expect(blogChildRoutes(BLOG_CATEGORIES)).toHaveLength(1 + 3 * BLOG_CATEGORIES.length);
  });

  it.each(BLOG_CATEGORIES.map((category) => category.slug))(
    'send /blog/%s, its later pages and its posts to their pages',
    (slug) => {
      expect(matched(`/blog/${slug}`)).toBe(slug);
      expect(matched(`/blog/${slug}/page/2`)).toBe(`${slug}/page/:page`);
      expect(matched(`/blog/${slug}/any-post`)).toBe(`${slug}/:slug`);
    },
  );

  it('send /blog to the hub', () => {
    expect(matched('/blog')).toBe('(index)');
  });

  it.each(['/blog/nope', '/blog/no-category/a-post', `/blog/${BLOG_CATEGORIES[0]?.slug}/a/b`])(
    'match nothing at %s, so the shell shows its 404',
    (pathname) => {
      expect(matchRoutes(routes, pathname)).toBeNull();
    },
  );
});
