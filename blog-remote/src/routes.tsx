import { CONTRACT_VERSION, type RemoteRoutesModule } from '@site/shared/contract';
import { Outlet, type RouteObject } from 'react-router-dom';
import { BLOG_CATEGORIES } from '../content/categories';
import { BLOG_PREFIX, blogChildRoutes } from './blog-routes';
import { BlogContentProvider } from './published/blog-content-context';
import { publishedBlogContent } from './published/published-blog-content';

export const contractVersion: RemoteRoutesModule['contractVersion'] = CONTRACT_VERSION;

/** Everything under /blog (see README.md): the hub, the category lists and the posts. */
export const routes: RouteObject[] = [
  {
    path: BLOG_PREFIX,
    element: (
      <BlogContentProvider value={publishedBlogContent()}>
        <Outlet />
      </BlogContentProvider>
    ),
    children: blogChildRoutes(BLOG_CATEGORIES),
  },
];
