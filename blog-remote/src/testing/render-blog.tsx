import { NotFoundPageProvider } from '@site/shared';
import { renderWithSite } from '@site/shared/testing';
import { act } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { BLOG_CATEGORIES } from '../../content/categories';
import { blogChildRoutes } from '../blog-routes';
import { BlogContentProvider } from '../published/blog-content-context';
import type { BlogContent } from '../published/content-client';

/** What the shell's 404 page says in these tests. */
export const FIXTURE_NOT_FOUND = 'Not found (the shell’s 404 page)';

function FixtureNotFoundPage() {
  return <h1>{FIXTURE_NOT_FOUND}</h1>;
}

function BlogRoutes() {
  return useRoutes(blogChildRoutes(BLOG_CATEGORIES));
}

/**
 * The blog's routes at `route`, mounted under /blog as the shell mounts them, with `content`
 * for data and a 404 page standing for the shell's. Lets the first loads settle inside act.
 */
export async function renderBlogAt(route: string, content: BlogContent): Promise<void> {
  await act(async () => {
    renderWithSite(
      <BlogContentProvider value={content}>
        <NotFoundPageProvider value={<FixtureNotFoundPage />}>
          <BlogRoutes />
        </NotFoundPageProvider>
      </BlogContentProvider>,
      { route, path: '/blog/*' },
    );
  });
}
