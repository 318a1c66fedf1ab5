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

describe('Dialog content that scrolls', () => {
  const sizes = (scrollHeight: number, clientHeight: number) => {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  };
  afterEach(() => jest.restoreAllMocks());

  const content = () => screen.getByText('a long poem').parentElement;

  it('is a tab stop while it overflows, so the keyboard can scroll it', () => {
    sizes(900, 400);
    render(
      <Dialog open title="A poem" onClose={() => undefined}>
        <p>a long poem</p>
      </Dialog>,
    );
    expect(content()).toHaveAttribute('tabindex', '0');
  });

  it('is no tab stop when everything fits', () => {
    sizes(400, 400);
    render(
      <Dialog open title="A poem" onClose={() => undefined}>
        <p>a long poem</p>
      </Dialog>,
    );
    expect(content()).toHaveAttribute('tabindex', '-1');
  });
});
