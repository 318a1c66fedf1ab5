import {
  NotFoundPageProvider,
  UnavailablePageProvider,
  type UnavailablePageProps,
} from '@site/shared';
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

/** What the shell's page for a page that cannot be had says in these tests. */
export const FIXTURE_UNAVAILABLE = 'Unavailable (the shell’s page for it)';

function FixtureUnavailablePage({ retry }: UnavailablePageProps) {
  return (
    <div role="alert">
      <h1>{FIXTURE_UNAVAILABLE}</h1>
      <button type="button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

const fixtureUnavailablePage = ({ retry }: UnavailablePageProps) => (
  <FixtureUnavailablePage retry={retry} />
);

function BlogRoutes() {
  return useRoutes(blogChildRoutes(BLOG_CATEGORIES));
}

/**
 * The blog's routes at `route`, mounted under /blog as the shell mounts them, with `content`
 * for data and a 404 page and an unavailable page standing for the shell's. Lets the first loads settle inside act.
 */
export async function renderBlogAt(route: string, content: BlogContent): Promise<void> {
  await act(async () => {
    renderWithSite(
      <BlogContentProvider value={content}>
        <NotFoundPageProvider value={<FixtureNotFoundPage />}>
          <UnavailablePageProvider value={fixtureUnavailablePage}>
            <BlogRoutes />
          </UnavailablePageProvider>
        </NotFoundPageProvider>
      </BlogContentProvider>,
      { route, path: '/blog/*' },
    );
  });
}
