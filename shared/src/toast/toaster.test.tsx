import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DEFAULTS, dismissToast, subscribeToasts, toast, type Toast } from './toast-store';
import { Toaster } from './toaster';

function currentToasts(): readonly Toast[] {
  let seen: readonly Toast[] = [];
  subscribeToasts((toasts) => (seen = toasts))();
  return seen;
}

describe('toasts', () => {
  afterEach(() => {
    for (const item of currentToasts()) dismissToast(item.id);
    jest.useRealTimers();
  });

  it('fills in the defaults: 4000 ms, bottom-right, dismissible', () => {
    const id = toast.success('Saved');
    expect(currentToasts()).toEqual([
      {
        id,
        type: 'success',
        title: 'Saved',
        description: undefined,
        duration: 4000,
        position: 'bottom-right',
        dismissible: true,
      },
    ]);
    expect(TOAST_DEFAULTS).toMatchObject({ visible: 3, width: 356, gap: 14 });
  });

  it('keeps loading toasts until they are replaced by id', () => {
    const id = toast.loading('Sending');
    expect(currentToasts()[0]?.duration).toBe(Infinity);
    toast.success('Sent', { id });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ id, type: 'success', title: 'Sent' });
  });

  it('shows the newest three, announces them, and dismisses each after its duration', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      for (const title of ['one', 'two', 'three', 'four']) toast.info(title);
      toast.error('broken', { description: 'details', duration: 1000 });
    });
    const shown = screen.getAllByRole('status').map((item) => item.textContent);
    expect(shown).toEqual([expect.stringContaining('three'), expect.stringContaining('four')]);
    expect(screen.getByRole('alert')).toHaveTextContent('brokendetails');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    // Toasts waiting beyond the three visible ones start their time only once shown.
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual([
      expect.stringContaining('one'),
      expect.stringContaining('two'),
    ]);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('can be dismissed from the keyboard (Alt+T focuses the region)', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.warning('Careful');
    });
    await user.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('list')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
  });

  it('places each toast at its position', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Below');
      toast.success('Above', { position: 'top-center' });
    });
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('data-position'))).toEqual([
      'bottom-right',
      'top-center',
    ]);
    expect(lists[1]).toHaveTextContent('Above');
    expect(lists[1]).toHaveStyle({ top: '16px', left: '50%' });
  });
});
