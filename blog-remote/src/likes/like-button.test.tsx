import { renderWithSite } from '@site/shared/testing';
import { useLikes, type UseLikesResult } from '@site/shared/likes';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { useReducer } from 'react';
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

/** Renders the button; `update` gives it a new result of useLikes, as the live count would. */
function renderUpdatable(first: UseLikesResult) {
  useLikesMock.mockReturnValue(first);
  let rerender = () => {};
  function Harness() {
    const [, bump] = useReducer((n: number) => n + 1, 0);
    rerender = bump;
    return <LikeButton postId="a-post" />;
  }
  renderWithSite(<Harness />);
  return {
    update(next: UseLikesResult) {
      useLikesMock.mockReturnValue(next);
      act(() => rerender());
    },
  };
}

const loadingName = `${BLOG_COPY.like.label}${BLOG_COPY.like.hiddenLabel} ${BLOG_COPY.like.countLoading}`;
const thanks = (count: number) =>
  fillCopy(BLOG_COPY.like.thanks, {
    count,
    likes: count === 1 ? BLOG_COPY.like.one : BLOG_COPY.like.many,
  });

describe('LikeButton', () => {
  it("shows the post's live count in the button's name", () => {
    useLikesMock.mockReturnValue(likes(12));
    renderWithSite(<LikeButton postId="a-post" />);
    expect(useLikesMock).toHaveBeenCalledWith('a-post');
    const button = screen.getByRole('button', { name: 'Like this post, 12 likes' });
    expect(button).toHaveTextContent('12');
  });

  it('says "like" for one, and 0 once the live count is 0', () => {
    useLikesMock.mockReturnValue(likes(1));
    const { unmount } = renderWithSite(<LikeButton postId="another-post" />);
    expect(screen.getByRole('button', { name: 'Like this post, 1 like' })).toBeInTheDocument();
    unmount();
    useLikesMock.mockReturnValue(likes(0));
    renderWithSite(<LikeButton postId="another-post" />);
    expect(screen.getByRole('button', { name: 'Like this post, 0 likes' })).toBeInTheDocument();
  });

  it('shows no number until the count arrives, and says it is loading', () => {
    const { update } = renderUpdatable(likes(0, undefined, 'connecting'));
    const button = screen.getByRole('button', { name: loadingName });
    expect(button.textContent).not.toMatch(/\d/);
    expect(button).toHaveTextContent(BLOG_COPY.like.waiting);
    expect(button).toHaveAttribute('data-status', 'connecting');

    update(likes(5));
    expect(screen.getByRole('button', { name: 'Like this post, 5 likes' })).toBe(button);
  });

  it('keeps the last live count when the stream drops, and stays neutral if none ever came', () => {
    const { update } = renderUpdatable(likes(0));
    update(likes(0, undefined, 'offline'));
    expect(screen.getByRole('button', { name: 'Like this post, 0 likes' })).toBeInTheDocument();
    cleanup();

    // Unreachable from the start: no count is known, unless this browser's own likes show.
    useLikesMock.mockReturnValue(likes(0, undefined, 'offline'));
    const second = renderWithSite(<LikeButton postId="a-post" />);
    expect(screen.getByRole('button', { name: loadingName })).toBeInTheDocument();
    second.unmount();
    useLikesMock.mockReturnValue(likes(2, undefined, 'offline'));
    renderWithSite(<LikeButton postId="a-post" />);
    expect(screen.getByRole('button', { name: 'Like this post, 2 likes' })).toBeInTheDocument();
  });

  it('is a clap, not a toggle: never pressed, each tap adds one and shows +1', async () => {
    const like = jest.fn(() => Promise.resolve());
    useLikesMock.mockReturnValue(likes(4, like));
    renderWithSite(<LikeButton postId="third-post" />);
    const button = screen.getByRole('button', { name: /Like this post/ });
    expect(button).not.toHaveAttribute('aria-pressed');

    await userEvent.click(button);
    expect(like).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-pressed');
    const added = within(button).getByText(BLOG_COPY.like.added);
    expect(added).toHaveAttribute('aria-hidden', 'true');
    // Gone once it has risen.
    fireEvent.animationEnd(added);
    expect(button).not.toHaveTextContent(BLOG_COPY.like.added);

    await userEvent.click(button);
    expect(like).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent(BLOG_COPY.like.added);
    expect(button).toBeEnabled();
  });

  it('announces the new count politely once the count has the like', async () => {
    const { update } = renderUpdatable(likes(4));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: /Like this post/ }));
    // The count shown when tapped is not the new one: nothing said yet.
    expect(region).toBeEmptyDOMElement();
    update(likes(5));
    expect(region).toHaveTextContent(thanks(5));
    // Another reader's like later is not announced again.
    update(likes(6));
    expect(region).toHaveTextContent(thanks(5));

    // A second tap: quiet until the count passes the one shown, then the new count.
    await userEvent.click(screen.getByRole('button', { name: /Like this post/ }));
    expect(region).toBeEmptyDOMElement();
    update(likes(7));
    expect(region).toHaveTextContent(thanks(7));
  });

  it('thanks a tap made before the count was known once the count arrives', async () => {
    const { update } = renderUpdatable(likes(0, undefined, 'connecting'));
    await userEvent.click(screen.getByRole('button', { name: loadingName }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    update(likes(9));
    expect(screen.getByRole('status')).toHaveTextContent(thanks(9));
  });

  it('tells whether its count is the live one (data-status), without a live region changing', () => {
    for (const status of ['connecting', 'live', 'offline'] as const) {
      useLikesMock.mockReturnValue(likes(3, undefined, status));
      const { unmount } = renderWithSite(<LikeButton postId="a-post" />);
      const button = screen.getByRole('button', { name: /^Like this post, / });
      expect(button).toHaveAttribute('data-status', status);
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
