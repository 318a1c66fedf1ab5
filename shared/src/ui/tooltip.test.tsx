import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';

function renderTwo() {
  render(
    <>
      <Tooltip label="First tip">
        <a href="/a">first</a>
      </Tooltip>
      <Tooltip label="Second tip">
        <a href="/b">second</a>
      </Tooltip>
    </>,
  );
  return {
    first: screen.getByRole('link', { name: 'first' }),
    second: screen.getByRole('link', { name: 'second' }),
  };
}

/** Shows the first tip, moves off it, and `gapMs` later hovers the second trigger. */
function hoverSecondAfterFirstHid(gapMs: number) {
  const { first, second } = renderTwo();
  fireEvent.mouseEnter(first);
  act(() => jest.advanceTimersByTime(700));
  fireEvent.mouseLeave(first);
  act(() => jest.advanceTimersByTime(gapMs));
  fireEvent.mouseEnter(second);
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('describes its trigger and shows after 700 ms on hover or focus', () => {
    const { first } = renderTwo();
    expect(first).toHaveAccessibleDescription('First tip');
    fireEvent.focus(first);
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('First tip');
  });

  it('skips the delay within 300 ms of the last one hiding, and closes on Escape', () => {
    hoverSecondAfterFirstHid(299);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('waits the full delay again once the skip window has passed', () => {
    hoverSecondAfterFirstHid(301);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
  });
});
