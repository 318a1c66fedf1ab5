import { lazyNamed } from '@site/shared';
import type { RouteObject } from 'react-router-dom';
import type { BlogCategory } from '../content/categories';
import { CategoryRoute } from './category/category-route';
import { PostRoute } from './post/post-route';

// Each kind of page is a chunk of its own: the hub and the lists do not bring the post page's
// code, nor the likes client that only its like button uses. On a prerendered page the
// section stays as it is until its page's chunk has arrived too, then hydrates.
const BlogHubPage = lazyNamed(
  () => import(/* webpackChunkName: "page-hub" */ './hub/blog-hub-page'),
  'BlogHubPage',
);

export const BLOG_PREFIX = '/blog';

/**
 * The blog's pages, three routes per category: its list (`/blog/<category>`, later pages at
 * `/page/<n>`) and its posts (`/blog/<category>/<post>`). The routes know no post: a page
 * fetches its own data file, so the blog's code does not grow with the number of posts, and
 * a name that is no post is the site's 404 page. Any other path under /blog falls through to
 * the shell's 404.
 */
export function blogChildRoutes(categories: readonly BlogCategory[]): RouteObject[] {
  return [
    { index: true, element: <BlogHubPage /> },
    ...categories.flatMap((category) => [
      { path: category.slug, element: <CategoryRoute category={category} /> },
      { path: `${category.slug}/page/:page`, element: <CategoryRoute category={category} /> },
      { path: `${category.slug}/:slug`, element: <PostRoute category={category} /> },
    ]),
  ];
}
