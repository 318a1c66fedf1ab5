import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useReaderIntent } from './use-reader-intent';

function Part({ onIntent }: { onIntent: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useReaderIntent(ref, onIntent);
  return (
    <div ref={ref} data-testid="part">
      <button type="button">Read More</button>
    </div>
  );
}

type WithEarlyTaps = Window & { __earlyTaps?: { heldWithin: (element: Element) => boolean } };

afterEach(() => {
  delete (window as WithEarlyTaps).__earlyTaps;
});

describe('useReaderIntent', () => {
  it('calls once when the reader points, focuses or touches inside the part', () => {
    const onIntent = jest.fn();
    const { getByRole } = render(<Part onIntent={onIntent} />);
    expect(onIntent).not.toHaveBeenCalled();
    getByRole('button').dispatchEvent(new Event('pointerover', { bubbles: true }));
    getByRole('button').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('calls at once when a tap on it was held before the app ran (early-taps)', () => {
    (window as WithEarlyTaps).__earlyTaps = {
      heldWithin: (element) => element.getAttribute('data-testid') === 'part',
    };
    const onIntent = jest.fn();
    render(<Part onIntent={onIntent} />);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('does not call for a tap held elsewhere', () => {
    (window as WithEarlyTaps).__earlyTaps = { heldWithin: () => false };
    const onIntent = jest.fn();
    render(<Part onIntent={onIntent} />);
    expect(onIntent).not.toHaveBeenCalled();
  });
});
