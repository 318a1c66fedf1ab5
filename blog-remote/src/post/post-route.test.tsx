import type { SiteEnv } from '@site/shared';
import { useLikes } from '@site/shared/likes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { BLOG_CATEGORIES, categoryRoute } from '../../content/categories';
import { SIGNUP_COPY } from '../../content/signup-copy';
import type { BlogContent } from '../published/content-client';
import { FIXTURE_BASE, FIXTURE_IMAGE, fixtureBlog, fixturePost } from '../testing/fixture-blog';
import { FIXTURE_NOT_FOUND, FIXTURE_UNAVAILABLE, renderBlogAt } from '../testing/render-blog';

jest.mock('@site/shared/likes', () => ({ useLikes: jest.fn() }));

const [category, otherCategory] = BLOG_CATEGORIES;
if (!category || !otherCategory) throw new Error('the blog has fewer than two categories');
const list = categoryRoute(category);

const threePosts = () => [
  fixturePost('oldest', { category: category.slug, date: '2025-01-01', title: 'The oldest' }),
  fixturePost(
    'middle',
    {
      category: category.slug,
      date: '2025-02-14',
      title: 'The middle one',
      image: FIXTURE_IMAGE,
      imageAlt: 'A drawing of the middle.',
    },
    'First paragraph.\n\n## A section\n\nIn *italics*.',
  ),
  fixturePost('newest', { category: category.slug, date: '2025-03-01', title: 'The newest' }),
  fixturePost('elsewhere', { category: otherCategory.slug, date: '2025-02-20' }),
];

beforeEach(() => {
  jest.mocked(useLikes).mockReturnValue({ count: 3, like: jest.fn(), status: 'live' });
});

describe('a post', () => {
  it('shows its title, day, image, text, like button and the way back to its list', async () => {
    const { content } = fixtureBlog(threePosts());
    await renderBlogAt(`${list}/middle`, content);
    expect(await screen.findByRole('heading', { level: 1, name: 'The middle one' })).toBeVisible();
    expect(screen.getByText('14 February 2025')).toHaveAttribute('datetime', '2025-02-14');
    const image = screen.getByRole('img', { name: 'A drawing of the middle.' });
    expect(image).toHaveAttribute(
      'src',
      expect.stringMatching(new RegExp(`^${FIXTURE_BASE}static/media/`)),
    );
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(screen.getByRole('heading', { level: 2, name: 'A section' })).toBeVisible();
    expect(screen.getByText('italics').tagName).toBe('EM');
    expect(await screen.findByRole('button', { name: 'Like this post, 3 likes' })).toBeVisible();
    expect(useLikes).toHaveBeenCalledWith('middle');
    const back = fillCopy(BLOG_COPY.backToCategory, { category: category.title });
    for (const link of screen.getAllByRole('link', { name: back })) {
      expect(link).toHaveAttribute('href', list);
    }
  });

  it('can be shared: the share sheet gets its public address and its title', async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    try {
      const { content } = fixtureBlog(threePosts());
      await renderBlogAt(`${list}/newest`, content);
      const button = await screen.findByRole('link', {
        name: (name) => name.startsWith(BLOG_COPY.share.button) && name.endsWith('The newest'),
      });
      await act(() => userEvent.click(button));
      expect(share).toHaveBeenCalledWith({
        url: expect.stringMatching(new RegExp(`^https?://[^/]+${list}/newest$`)) as unknown,
        title: 'The newest',
      });
    } finally {
      delete (navigator as unknown as Record<string, unknown>).share;
    }
  });

  it('ends with its neighbours across the blog, then within its category', async () => {
    const { content } = fixtureBlog(threePosts());
    await renderBlogAt(`${list}/middle`, content);
    await screen.findByRole('heading', { level: 1 });
    const neighbours = screen.getByRole('navigation', { name: BLOG_COPY.morePosts });
    const [blog, inCategory] = within(neighbours).getAllByRole('list');
    if (!blog || !inCategory) throw new Error('two lists of neighbours expected');
    // Across the blog, the post of the other category published after it is the newer one.
    expect(within(blog).getByRole('link', { name: /^← Newer post/ })).toHaveAttribute(
      'href',
      `/blog/${otherCategory.slug}/elsewhere`,
    );
    expect(within(blog).getByRole('link', { name: /^Older post → The oldest$/ })).toHaveAttribute(
      'href',
      `${list}/oldest`,
    );
    const inThe = { category: category.title };
    expect(
      within(inCategory).getByRole('link', {
        name: `← ${fillCopy(BLOG_COPY.newerInCategory, inThe)} The newest`,
      }),
    ).toHaveAttribute('href', `${list}/newest`);
    expect(
      within(inCategory).getByRole('link', {
        name: `${fillCopy(BLOG_COPY.olderInCategory, inThe)} → The oldest`,
      }),
    ).toHaveAttribute('href', `${list}/oldest`);
  });

  it('has no neighbours in its category when it is the only post there', async () => {
    const { content } = fixtureBlog(threePosts());
    await renderBlogAt(`/blog/${otherCategory.slug}/elsewhere`, content);
    await screen.findByRole('heading', { level: 1 });
    const neighbours = screen.getByRole('navigation', { name: BLOG_COPY.morePosts });
    expect(within(neighbours).getAllByRole('list')).toHaveLength(1);
    expect(within(neighbours).getAllByRole('link')).toHaveLength(2);
  });

  it('ends with the post to read next: its picture, category, title, day and one line', async () => {
    const { content } = fixtureBlog(threePosts());
    await renderBlogAt(`${list}/newest`, content);
    await screen.findByRole('heading', { level: 1 });
    const next = screen.getByRole('region', { name: BLOG_COPY.readNext });
    const card = within(next).getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'The middle one' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'The middle one' })).toHaveAttribute(
      'href',
      `${list}/middle`,
    );
    expect(within(card).getByText(category.title, { selector: 'p' })).toBeVisible();
    expect(within(card).getByText('14 February 2025')).toHaveAttribute('datetime', '2025-02-14');
    expect(within(card).getByText('What middle is about.')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'A drawing of the middle.' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('sends the reader from the oldest post to the newest: no post is a dead end', async () => {
    const { content } = fixtureBlog(threePosts());
    await renderBlogAt(`${list}/oldest`, content);
    await screen.findByRole('heading', { level: 1 });
    const next = screen.getByRole('region', { name: BLOG_COPY.readNext });
    expect(within(next).getByRole('link')).toHaveAttribute('href', `${list}/newest`);
  });

  describe('the newsletter sign-up at its end', () => {
    const env = (globalThis as unknown as { __SITE_ENV__: SiteEnv }).__SITE_ENV__;
    afterEach(() => {
      env.newsletterFormUrl = null;
    });

    it("is there where the site has a newsletter form: the form builder's embed", async () => {
      env.newsletterFormUrl = 'https://forms.example.com/embed.js';
      const { content } = fixtureBlog(threePosts());
      await renderBlogAt(`${list}/middle`, content);
      const signup = await screen.findByRole('region', { name: SIGNUP_COPY.heading });
      expect(within(signup).getByText(SIGNUP_COPY.intro)).toBeVisible();
      await waitFor(() =>
        expect(
          within(signup).getByTestId('newsletter-form').querySelector('script'),
        ).toHaveAttribute('src', 'https://forms.example.com/embed.js'),
      );
    });

    it("is the site's own form where no form builder is configured", async () => {
      const { content } = fixtureBlog(threePosts());
      await renderBlogAt(`${list}/middle`, content);
      const signup = await screen.findByRole('region', { name: SIGNUP_COPY.heading });
      expect(within(signup).getByLabelText(SIGNUP_COPY.label)).toHaveAttribute('name', 'email');
      expect(within(signup).getByTestId('newsletter-signup')).toHaveAttribute('method', 'post');
      expect(screen.queryByTestId('newsletter-form')).toBeNull();
    });
  });

  it('publishes its head: title, description, canonical, the feed, and BlogPosting data', async () => {
    const { content } = fixtureBlog(threePosts());
    await renderBlogAt(`${list}/middle`, content);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toMatch(/^The middle one \| /);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${list}/middle$`)),
    );
    expect(
      document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', expect.stringMatching(/\/blog\/rss\.xml$/));
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'The middle one',
        datePublished: '2025-02-14',
      }),
    );
  });

  it('previews with its own card, made from its title and category, whatever its picture', async () => {
    const post = fixturePost('photo', { image: FIXTURE_IMAGE, imageAlt: 'A photo.' });
    const { content } = fixtureBlog([post]);
    const route = `/blog/${String(post.fields.category)}/photo`;
    await renderBlogAt(route, content);
    await screen.findByRole('heading', { level: 1 });
    const image = document.head.querySelector('meta[property="og:image"]');
    expect(image).toHaveAttribute(
      'content',
      expect.stringMatching(/\/cards\/blog\/[^/]+\/photo\.png$/),
    );
    expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      image?.getAttribute('content'),
    );
    expect(JSON.parse(image?.getAttribute('data-card') ?? '{}')).toMatchObject({
      title: String(post.fields.title),
    });
  });

  it.each(['no-such-post', 'Capital', 'elsewhere'])(
    'is the 404 page at %s (no such post in this category)',
    async (slug) => {
      const { content } = fixtureBlog(threePosts());
      await renderBlogAt(`${list}/${slug}`, content);
      expect(await screen.findByRole('heading', { name: FIXTURE_NOT_FOUND })).toBeVisible();
    },
  );

  it("holds its place while its data comes, and is the site's page for a page that cannot be had when it cannot load; its Retry loads it", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { content: real } = fixtureBlog(threePosts());
    let online = false;
    let arrive: () => void = () => undefined;
    const offline = new Promise<never>((_resolve, reject) => {
      arrive = () => reject(new Error('offline'));
    });
    const flaky: BlogContent = {
      ...real,
      post: (categorySlug, slug, retry) =>
        online ? real.post(categorySlug, slug, retry) : offline,
    };
    await renderBlogAt(`${list}/newest`, flaky);
    expect(screen.getByRole('status')).toHaveTextContent(BLOG_COPY.loading.post);
    await act(async () => arrive());
    expect(await screen.findByRole('alert')).toHaveTextContent(FIXTURE_UNAVAILABLE);
    online = true;
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'The newest' })).toBeVisible();
  });
});
