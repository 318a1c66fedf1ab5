import { renderWithSite } from '@site/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doorCopy } from './home-content';
import { COMING_SOON_MS, NextEraDoor } from './next-era-door';

describe('NextEraDoor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithSite(<NextEraDoor />);
    return { user, door: screen.getByRole('button', { name: doorCopy.buttonLabel }) };
  };

  it('shows its message under its caption for exactly 3000 ms', async () => {
    const { user, door } = setup();
    expect(screen.getByRole('heading', { name: doorCopy.caption })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    await user.click(door);
    expect(status).toHaveTextContent(doorCopy.message);

    act(() => jest.advanceTimersByTime(COMING_SOON_MS - 1));
    expect(status).toHaveTextContent(doorCopy.message);
    act(() => jest.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    expect(COMING_SOON_MS).toBe(3000);
  });

  it('works from the keyboard, and a second knock restarts the three seconds', async () => {
    const { user, door } = setup();
    door.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(doorCopy.message);

    act(() => jest.advanceTimersByTime(2000));
    await user.keyboard(' ');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent(doorCopy.message);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
