import { loadLikeTheBuild, renderWithSite } from '@site/shared/testing';
import { useLikes } from '@site/shared/likes';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_POSTS, type BlogPost } from '../posts/blog-posts';
import { PostPage } from './post-page';

jest.mock('@site/shared/likes', () => ({ useLikes: jest.fn() }));

function postById(postId: BlogPost['postId']): BlogPost {
  const post = BLOG_POSTS.find((candidate) => candidate.postId === postId);
  if (!post) throw new Error(`no post ${postId}`);
  return post;
}

/** Renders a post page and lets its text's promise settle inside act, as React asks. */
async function renderPost(post: BlogPost): Promise<void> {
  await act(async () => {
    renderWithSite(<PostPage post={post} />, { route: post.route });
  });
}

beforeEach(() => {
  jest.mocked(useLikes).mockReturnValue({ count: 3, like: jest.fn(), status: 'live' });
});

describe('PostPage', () => {
  it('renders the Cinderella letter with its image, like button and back link', async () => {
    const post = postById('vault-cinderella');
    await renderPost(post);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Cinderella.' })).toBeVisible();
    const image = screen.getByRole('img', { name: /glass slipper/ });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
    expect(screen.getByRole('button', { name: 'Like this post, 3 likes' })).toBeVisible();
    expect(useLikes).toHaveBeenCalledWith('vault-cinderella');
    expect(screen.getByText('2 November 2024')).toHaveAttribute('datetime', '2024-11-02');
    for (const link of screen.getAllByRole('link', { name: 'Back to The Vault' })) {
      expect(link).toHaveAttribute('href', '/blog/vault');
    }
  });

  it('renders the Markdown body as HTML, headings below the title', async () => {
    const post = postById('once-upon-a-word');
    await renderPost(post);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Writing Being My Entire World' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Stories in the dark' }),
    ).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Back to Once Upon a Word' })[0]).toHaveAttribute(
      'href',
      '/blog/once-upon-a-word',
    );
  });

  it('holds the place of the text while it loads, then shows it', async () => {
    let arrive: (html: string) => void = () => undefined;
    const post: BlogPost = {
      ...postById('vault-cinderella'),
      loadBody: loadLikeTheBuild(() => new Promise((resolve) => (arrive = resolve))),
    };
    await renderPost(post);
    expect(screen.getByText('Loading the post…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /Like this post/ })).toBeVisible();
    await act(async () => arrive('<p>Dear Cinderella,</p>'));
    expect(await screen.findByText('Dear Cinderella,')).toBeVisible();
    expect(screen.queryByText('Loading the post…')).toBeNull();
  });

  it('says so when the text cannot load, and Try again loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const post: BlogPost = {
      ...postById('vault-cinderella'),
      loadBody: loadLikeTheBuild(() =>
        online
          ? Promise.resolve('<p>Dear Cinderella,</p>')
          : Promise.reject(new Error('ChunkLoadError: offline')),
      ),
    };
    await renderPost(post);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The text of this post could not load.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText('Dear Cinderella,')).toBeNull();
    online = true;
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    await act(async () => userEvent.click(tryAgain));
    expect(await screen.findByText('Dear Cinderella,')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
