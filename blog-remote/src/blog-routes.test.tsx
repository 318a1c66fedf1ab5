import { matchRoutes, type RouteObject } from 'react-router-dom';
import { POST_IDS } from '@site/shared/likes';
import { BLOG_POSTS } from './posts/blog-posts';
import { routes } from './routes';

function childPaths(route: RouteObject): string[] {
  return (route.children ?? []).map((child) => (child.index ? '(index)' : (child.path ?? '')));
}

describe('blog routes', () => {
  it('mounts everything under the one /blog prefix', () => {
    expect(routes.map((route) => route.path)).toEqual(['/blog']);
  });

  it('has the hub, the four lists and one exact route per post, nothing else', () => {
    const [blog] = routes;
    expect(blog && childPaths(blog).sort()).toEqual(
      [
        '(index)',
        'marginalia',
        'vault',
        'drafts',
        'once-upon-a-word',
        'marginalia/delusion-nonchalance',
        'vault/the-vault',
        'once-upon-a-word/origin',
      ].sort(),
    );
  });

  it('gives each post its route from its category and file name', () => {
    const byId = Object.fromEntries(BLOG_POSTS.map((post) => [post.postId, post.route]));
    expect(byId).toEqual({
      'delusion-nonchalance': '/blog/marginalia/delusion-nonchalance',
      'vault-cinderella': '/blog/vault/the-vault',
      'once-upon-a-word': '/blog/once-upon-a-word/origin',
    });
  });

  it('lists the posts newest first', () => {
    const days = BLOG_POSTS.map((post) => post.date);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(days).size).toBeGreaterThan(1);
  });

  it('uses every likeable post id exactly once', () => {
    expect(BLOG_POSTS.map((post) => post.postId).sort()).toEqual([...POST_IDS].sort());
  });

  it.each(['/blog/nope', '/blog/vault/nope', '/blog/marginalia/delusion-nonchalance/more'])(
    'matches no blog route for %s, so the shell shows its 404',
    (pathname) => {
      expect(matchRoutes(routes, pathname)).toBeNull();
    },
  );
});
