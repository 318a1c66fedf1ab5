import { useLikes } from '@site/shared/likes';
import { screen } from '@testing-library/react';
import { BLOG_COPY } from '../../content/blog-copy';
import { BLOG_CATEGORIES, categoryRoute } from '../../content/categories';
import { SIGNUP_COPY } from '../../content/signup-copy';
import { fixtureBlog, fixturePost } from '../testing/fixture-blog';
import { renderBlogAt } from '../testing/render-blog';

jest.mock('@site/shared/likes', () => ({ useLikes: jest.fn() }));

const [category] = BLOG_CATEGORIES;
if (!category) throw new Error('the blog has no category');
const LIKE_THIS_POST = `${BLOG_COPY.like.label}${BLOG_COPY.like.hiddenLabel}`;

beforeEach(() => {
  jest.mocked(useLikes).mockReturnValue({ count: 2, like: jest.fn(), status: 'live' });
});

// The first post drawn in this file is the first time the footer's and the sign-up's code
// load: the case where the sign-up came a render after the footer and moved what was under it.
it("a post's end comes in one piece: the sign-up is on the page in the render that brings its like button", async () => {
  const { content } = fixtureBlog([
    fixturePost('first-light', {
      category: category.slug,
      date: '2025-04-02',
      title: 'First light',
    }),
  ]);
  let signupWithFirstLike: boolean | undefined;
  // Each commit's changes reach the observer together: it sees the page as React left it.
  const observer = new MutationObserver(() => {
    if (signupWithFirstLike !== undefined) return;
    const like = [...document.querySelectorAll('button')].some((button) =>
      button.textContent?.startsWith(LIKE_THIS_POST),
    );
    if (!like) return;
    signupWithFirstLike = [...document.querySelectorAll('h2')].some(
      (heading) => heading.textContent === SIGNUP_COPY.heading,
    );
  });
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    await renderBlogAt(`${categoryRoute(category)}/first-light`, content);
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${LIKE_THIS_POST}`) }),
    ).toBeVisible();
    expect(await screen.findByRole('region', { name: SIGNUP_COPY.heading })).toBeVisible();
    expect(signupWithFirstLike).toBe(true);
  } finally {
    observer.disconnect();
  }
});
