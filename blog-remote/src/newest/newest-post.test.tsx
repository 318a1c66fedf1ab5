import { renderWithSite } from '@site/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { BLOG_COPY } from '../../content/blog-copy';
import { BLOG_CATEGORIES, categoryRoute } from '../../content/categories';
import { BlogContentProvider } from '../published/blog-content-context';
import type { BlogContent } from '../published/content-client';
import { NEWEST_KEY } from '../published/content-client';
import { readPageData } from '../published/page-data';
import { fixtureBlog, fixturePost } from '../testing/fixture-blog';
import { NewestPostCard } from './newest-post';

const [category, other] = BLOG_CATEGORIES;
if (!category || !other) throw new Error('the blog has fewer than two categories');

async function renderNewest(content: BlogContent) {
  await act(async () => {
    renderWithSite(
      <BlogContentProvider value={content}>
        <NewestPostCard />
      </BlogContentProvider>,
    );
  });
}

describe("the home page's newest post", () => {
  it('is the newest post of any category, as a card leading to it', async () => {
    const { content } = fixtureBlog([
      fixturePost('older', { category: category.slug, date: '2025-05-01', title: 'Older' }),
      fixturePost('newer', { category: other.slug, date: '2025-06-01', title: 'Newer' }),
    ]);
    await renderNewest(content);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Newer' })).toHaveAttribute(
      'href',
      `${categoryRoute(other)}/newer`,
    );
    expect(within(card).getByText(`${BLOG_COPY.fromTheBlog} · ${other.title}`)).toBeVisible();
    expect(within(card).getByText('1 June 2025')).toHaveAttribute('datetime', '2025-06-01');
    expect(within(card).getByText('What newer is about.')).toBeVisible();
  });

  it('carries its data in its markup, so the page a release renders hydrates without a fetch', async () => {
    const { content, fetched } = fixtureBlog([fixturePost('only', { title: 'Only' })]);
    await renderNewest(content);
    await screen.findByRole('article');
    expect(fetched).toEqual([expect.stringMatching(/\/newest\.json$/)]);
    const held = readPageData(document).get(NEWEST_KEY) as { newest: { title: string } };
    expect(held.newest.title).toBe('Only');
  });

  it('is nothing while the blog has no post', async () => {
    const { content } = fixtureBlog([]);
    await renderNewest(content);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
