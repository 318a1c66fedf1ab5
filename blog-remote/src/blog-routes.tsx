import { lazyNamed } from '@site/shared';
import type { RouteObject } from 'react-router-dom';
import type { BlogCategory } from '../content/categories';
import type { BlogPost } from './posts/blog-posts';

// Each kind of page is a chunk of its own: the hub and the lists do not bring the post page's
// code, nor the likes client that only its like button uses. On a prerendered page the
// section stays as it is until its page's chunk has arrived too, then hydrates.
const BlogHubPage = lazyNamed(
  () => import(/* webpackChunkName: "page-hub" */ './hub/blog-hub-page'),
  'BlogHubPage',
);
const CategoryPage = lazyNamed(
  () => import(/* webpackChunkName: "page-category" */ './category/category-page'),
  'CategoryPage',
);
const PostPage = lazyNamed(
  () => import(/* webpackChunkName: "page-post" */ './post/post-page'),
  'PostPage',
);

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
