import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { BLOG_CATEGORIES, categoryRoute } from '../../content/categories';
import { fixtureBlog, fixturePost } from '../testing/fixture-blog';
import { FIXTURE_NOT_FOUND, renderBlogAt } from '../testing/render-blog';

const [category] = BLOG_CATEGORIES;
if (!category) throw new Error('the blog has no category');
const list = categoryRoute(category);

/** `count` posts in the first category, one a day: post-1 is the oldest. */
const posts = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    fixturePost(`post-${index + 1}`, {
      category: category.slug,
      date: `2025-03-${String(index + 1).padStart(2, '0')}`,
      title: `Post number ${index + 1}`,
    }),
  );

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent);

describe('a category list', () => {
  it("shows its first page's posts newest first, each card linking to its post", async () => {
    const { content } = fixtureBlog(posts(3));
    await renderBlogAt(list, content);
    expect(await screen.findByRole('heading', { level: 1, name: category.title })).toBeVisible();
    expect(cardTitles()).toEqual(['Post number 3', 'Post number 2', 'Post number 1']);
    expect(screen.getByRole('link', { name: 'Post number 3' })).toHaveAttribute(
      'href',
      `${list}/post-3`,
    );
    expect(screen.getByRole('link', { name: BLOG_COPY.backToBlog })).toHaveAttribute(
      'href',
      '/blog',
    );
    // One page: no links between pages.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages a long list at real addresses, each page with only its own posts', async () => {
    const { content, fetched } = fixtureBlog(posts(23), { postsPerPage: 10 });
    await renderBlogAt(`${list}/page/2`, content);
    const heading = fillCopy(BLOG_COPY.categoryPage, { category: category.title, page: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(cardTitles()).toHaveLength(10);
    expect(cardTitles()[0]).toBe('Post number 13');
    expect(fetched).toEqual([expect.stringMatching(/categories\/[\w-]+\/2\.json$/)]);
    const pages = screen.getByRole('navigation', {
      name: fillCopy(BLOG_COPY.pageOf, { page: 2, pages: 3 }),
    });
    expect(within(pages).getByRole('link', { name: `← ${BLOG_COPY.newerPosts}` })).toHaveAttribute(
      'href',
      list,
    );
    expect(within(pages).getByRole('link', { name: `${BLOG_COPY.olderPosts} →` })).toHaveAttribute(
      'href',
      `${list}/page/3`,
    );
  });

  it('links its pages for crawlers too (rel=prev and rel=next in the head)', async () => {
    const { content } = fixtureBlog(posts(23), { postsPerPage: 10 });
    await renderBlogAt(`${list}/page/2`, content);
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${list}$`)),
    );
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${list}/page/3$`)),
    );
  });

  it.each(['page/1', 'page/4', 'page/02', 'page/two'])(
    'is the 404 page at %s (page 1 is the list itself; there is no page 4)',
    async (rest) => {
      const { content } = fixtureBlog(posts(23), { postsPerPage: 10 });
      await renderBlogAt(`${list}/${rest}`, content);
      expect(await screen.findByRole('heading', { name: FIXTURE_NOT_FOUND })).toBeVisible();
    },
  );

  it('shows its Coming Soon card while it has no post', async () => {
    const waiting = BLOG_CATEGORIES.find((candidate) => candidate.comingSoon);
    if (!waiting?.comingSoon) return;
    const { content } = fixtureBlog(posts(2).map((post) => ({ ...post })));
    await renderBlogAt(categoryRoute(waiting), content);
    expect(
      await screen.findByRole('heading', { level: 2, name: waiting.comingSoon.title }),
    ).toBeVisible();
    expect(screen.getByText(waiting.comingSoon.text)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("starts loading a post when the reader points at its card's link", async () => {
    const { content, fetched } = fixtureBlog(posts(2));
    await renderBlogAt(list, content);
    const link = await screen.findByRole('link', { name: 'Post number 2' });
    await userEvent.hover(link);
    expect(fetched.some((url) => url.endsWith(`posts/${category.slug}/post-2.json`))).toBe(true);
  });
});
