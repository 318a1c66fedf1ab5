import { renderWithSite } from '@site/shared/testing';
import { useLikes } from '@site/shared/likes';
import { screen } from '@testing-library/react';
import { BLOG_POSTS, type BlogPost } from '../posts/blog-posts';
import { PostPage } from './post-page';

jest.mock('@site/shared/likes', () => ({ useLikes: jest.fn() }));

function postById(postId: BlogPost['postId']): BlogPost {
  const post = BLOG_POSTS.find((candidate) => candidate.postId === postId);
  if (!post) throw new Error(`no post ${postId}`);
  return post;
}

beforeEach(() => {
  jest.mocked(useLikes).mockReturnValue({ count: 3, like: jest.fn(), status: 'live' });
});

describe('PostPage', () => {
  it('renders the Cinderella letter with its image, like button and back link', () => {
    const post = postById('vault-cinderella');
    renderWithSite(<PostPage post={post} />, { route: post.route });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Cinderella.' })).toBeVisible();
    const image = screen.getByRole('img', { name: /glass slipper/ });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
    expect(screen.getByRole('button', { name: 'Like this post, 3 likes' })).toBeVisible();
    expect(useLikes).toHaveBeenCalledWith('vault-cinderella');
    for (const link of screen.getAllByRole('link', { name: 'Back to The Vault' })) {
      expect(link).toHaveAttribute('href', '/blog/vault');
    }
  });

  it('renders the Markdown body as HTML, headings below the title', () => {
    const post = postById('once-upon-a-word');
    renderWithSite(<PostPage post={post} />, { route: post.route });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Writing Being My Entire World' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Stories in the dark' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Back to Once Upon a Word' })[0]).toHaveAttribute(
      'href',
      '/blog/once-upon-a-word',
    );
  });
});
