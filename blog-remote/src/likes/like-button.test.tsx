import { renderWithSite } from '@site/shared/testing';
import { useLikes, type UseLikesResult } from '@site/shared/likes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LikeButton } from './like-button';

jest.mock('@site/shared/likes', () => ({ useLikes: jest.fn() }));

const useLikesMock = jest.mocked(useLikes);

function likes(
  count: number,
  like = jest.fn(() => Promise.resolve()),
  status: UseLikesResult['status'] = 'live',
): UseLikesResult {
  return { count, like, status };
}

describe('LikeButton', () => {
  it("shows the post's live count in the button's name", () => {
    useLikesMock.mockReturnValue(likes(12));
    renderWithSite(<LikeButton postId="a-post" />);
    expect(useLikesMock).toHaveBeenCalledWith('a-post');
    const button = screen.getByRole('button', { name: 'Like this post, 12 likes' });
    expect(button).toHaveTextContent('12');
  });

  it('says "like" for one and shows 0 when there are none', () => {
    useLikesMock.mockReturnValue(likes(1));
    const { unmount } = renderWithSite(<LikeButton postId="another-post" />);
    expect(screen.getByRole('button', { name: 'Like this post, 1 like' })).toBeInTheDocument();
    unmount();
    useLikesMock.mockReturnValue(likes(0));
    renderWithSite(<LikeButton postId="another-post" />);
    expect(screen.getByRole('button', { name: 'Like this post, 0 likes' })).toBeInTheDocument();
  });

  it('likes once per click, as often as the reader clicks, and thanks them', async () => {
    const like = jest.fn(() => Promise.resolve());
    useLikesMock.mockReturnValue(likes(4, like));
    renderWithSite(<LikeButton postId="third-post" />);
    const button = screen.getByRole('button', { name: /Like this post/ });

    await userEvent.click(button);
    expect(like).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for the like. 4 likes.');

    await userEvent.click(button);
    expect(like).toHaveBeenCalledTimes(2);
    expect(button).toBeEnabled();
  });

  it('tells whether its count is the live one: data-status, and busy while connecting', () => {
    const cases = [
      ['connecting', 'true'],
      ['live', 'false'],
      ['offline', 'false'],
    ] as const;
    for (const [status, busy] of cases) {
      useLikesMock.mockReturnValue(likes(3, undefined, status));
      const { unmount } = renderWithSite(<LikeButton postId="a-post" />);
      const button = screen.getByRole('button', { name: 'Like this post, 3 likes' });
      expect(button).toHaveAttribute('data-status', status);
      expect(button).toHaveAttribute('aria-busy', busy);
      // The status is never spoken: no live region changes with it.
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('stays usable while a like is still on its way', async () => {
    const like = jest.fn(() => new Promise<void>(() => {}));
    useLikesMock.mockReturnValue(likes(7, like));
    renderWithSite(<LikeButton postId="third-post" />);
    const button = screen.getByRole('button', { name: /Like this post/ });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(like).toHaveBeenCalledTimes(2);
  });
});
