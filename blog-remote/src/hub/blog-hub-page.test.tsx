import { screen, within } from '@testing-library/react';
import { BLOG_COPY } from '../../content/blog-copy';
import { BLOG_CATEGORIES, categoryRoute } from '../../content/categories';
import { FIXTURE_IMAGE, fixtureBlog, fixturePost } from '../testing/fixture-blog';
import { renderBlogAt } from '../testing/render-blog';

const [first, second] = BLOG_CATEGORIES;
if (!first || !second) throw new Error('the blog has fewer than two categories');

/** `count` posts alternating between two categories, one a day: post-1 is the oldest. */
const posts = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    fixturePost(`post-${index + 1}`, {
      category: (index % 2 === 0 ? first : second).slug,
      date: `2025-04-${String(index + 1).padStart(2, '0')}`,
      title: `Post number ${index + 1}`,
      ...(index === 1 ? { image: FIXTURE_IMAGE, imageAlt: 'A picture of post 2.' } : {}),
    }),
  );

describe('the blog hub', () => {
  it('shows a card per category, linking to its list', async () => {
    const { content } = fixtureBlog(posts(3));
    await renderBlogAt('/blog', content);
    await screen.findByRole('heading', { level: 1, name: BLOG_COPY.hub.heading });
    const cards = BLOG_CATEGORIES.map((category) =>
      screen.getByRole('link', { name: new RegExp(`^${category.title}`) }),
    );
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      BLOG_CATEGORIES.map(categoryRoute),
    );
    for (const category of BLOG_CATEGORIES) {
      expect(screen.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
    }
  });

  it('lists the latest posts across the categories beneath them, newest first', async () => {
    const { content } = fixtureBlog(posts(8), { latestPosts: 6 });
    await renderBlogAt('/blog', content);
    const latest = await screen.findByRole('region', { name: BLOG_COPY.hub.latestHeading });
    const cards = within(latest).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([8, 7, 6, 5, 4, 3].map((number) => `Post number ${number}`));
    // Each card: its title linking to the post, its category, its day, its one line.
    const newest = cards[0];
    if (!newest) throw new Error('no card');
    expect(within(newest).getByRole('link', { name: 'Post number 8' })).toHaveAttribute(
      'href',
      `${categoryRoute(second)}/post-8`,
    );
    expect(within(newest).getByText(second.title, { selector: 'p' })).toBeVisible();
    expect(within(newest).getByText('8 April 2025')).toHaveAttribute('datetime', '2025-04-08');
    expect(within(newest).getByText('What post-8 is about.')).toBeVisible();
  });

  it("shows a post's own picture, or its category's name drawn for one without", async () => {
    const { content } = fixtureBlog(posts(3));
    await renderBlogAt('/blog', content);
    const latest = await screen.findByRole('region', { name: BLOG_COPY.hub.latestHeading });
    const pictured = within(latest).getByRole('img', { name: 'A picture of post 2.' });
    expect(pictured).toHaveAttribute('loading', 'lazy');
    expect(pictured).toHaveAttribute('width', '640');
    const [third] = within(latest).getAllByRole('article');
    if (!third) throw new Error('no card');
    expect(within(third).queryByRole('img')).toBeNull();
    expect(third.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(third.firstElementChild).toHaveTextContent(first.title);
  });

  it('has no list of latest posts while the blog has none: the drawers say what is coming', async () => {
    const { content } = fixtureBlog([]);
    await renderBlogAt('/blog', content);
    await screen.findByRole('heading', { level: 1, name: BLOG_COPY.hub.heading });
    expect(screen.queryByRole('region', { name: BLOG_COPY.hub.latestHeading })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('links the RSS feed, visibly and in its head', async () => {
    const { content } = fixtureBlog(posts(1));
    await renderBlogAt('/blog', content);
    expect(await screen.findByRole('link', { name: BLOG_COPY.feed.link })).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
      'type',
      'application/rss+xml',
    );
  });
});
