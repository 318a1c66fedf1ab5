import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('keeps Tab cycling inside the dialog, both ways', () => {
    render(
      <Dialog open title="A poem" onClose={() => undefined}>
        <a href="#one">one</a>
        <a href="#two">two</a>
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const [one, two] = screen.getAllByRole('link');
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(one).toHaveFocus();
    fireEvent.keyDown(one!, { key: 'Tab' });
    expect(two).toHaveFocus();
    fireEvent.keyDown(two!, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(two).toHaveFocus();
  });
});
