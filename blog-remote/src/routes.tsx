import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import type { RouteObject } from 'react-router-dom';
import { BLOG_CATEGORIES } from '../content/categories';
import { BLOG_PREFIX, blogChildRoutes } from './blog-routes';
import { BLOG_POSTS } from './posts/blog-posts';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

/** Everything under /blog (see README.md): the hub, the category lists and the posts. */
export const routes: RouteObject[] = [
  { path: BLOG_PREFIX, children: blogChildRoutes(BLOG_CATEGORIES, BLOG_POSTS) },
];
