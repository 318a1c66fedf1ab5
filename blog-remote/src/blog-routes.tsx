import type { RouteObject } from 'react-router-dom';
import type { BlogCategory } from '../content/categories';
import { CategoryPage } from './category/category-page';
import { BlogHubPage } from './hub/blog-hub-page';
import { PostPage } from './post/post-page';
import type { BlogPost } from './posts/blog-posts';

export const BLOG_PREFIX = '/blog';

/** `/blog/vault/the-vault` -> `vault/the-vault`: children of /blog use relative paths. */
export function relativeToBlog(route: string): string {
  if (!route.startsWith(`${BLOG_PREFIX}/`)) {
    throw new Error(`Blog route "${route}" is outside ${BLOG_PREFIX}`);
  }
  return route.slice(BLOG_PREFIX.length + 1);
}

/**
 * The blog's pages, one exact static route per category and per post. There is no catch-all
 * on purpose: any other path under /blog falls through to the shell's 404.
 */
export function blogChildRoutes(
  categories: readonly BlogCategory[],
  posts: readonly BlogPost[],
): RouteObject[] {
  return [
    { index: true, element: <BlogHubPage /> },
    ...categories.map((category) => ({
      path: relativeToBlog(category.route),
      element: <CategoryPage category={category} />,
    })),
    ...posts.map((post) => ({
      path: relativeToBlog(post.route),
      element: <PostPage post={post} />,
    })),
  ];
}
