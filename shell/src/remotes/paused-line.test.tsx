import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PausedLine } from './paused-line';

describe('the paused line', () => {
  it('is one line for the page however many parts wait, and its Retry retries them all', async () => {
    const post = jest.fn();
    const poem = jest.fn();
    const { rerender } = render(
      <>
        <PausedLine part="newest-post" retry={post} />
        <PausedLine part="newest-poem" retry={poem} />
      </>,
    );
    const line = await screen.findByRole('status');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(document.documentElement.getAttribute('data-paused')).toBe('newest-post newest-poem');

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(post).toHaveBeenCalledTimes(1);
    expect(poem).toHaveBeenCalledTimes(1);

    // The first part back: the line stays, the other part's.
    rerender(<PausedLine part="newest-poem" retry={poem} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(line).not.toBeInTheDocument();
    expect(document.documentElement.getAttribute('data-paused')).toBe('newest-poem');

    rerender(<></>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.documentElement.hasAttribute('data-paused')).toBe(false);
  });
});
