import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  it('hands focus back to what opened it when it is removed while open (Back)', () => {
    function Page({ shown }: { shown: boolean }) {
      return (
        <>
          <button type="button">opener</button>
          {shown && (
            <Dialog open title="A poem" onClose={() => undefined}>
              <p>words</p>
            </Dialog>
          )}
        </>
      );
    }
    const { rerender } = render(<Page shown={false} />);
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    rerender(<Page shown />);
    screen.getByRole('button', { name: 'Close' }).focus();
    rerender(<Page shown={false} />);
    expect(opener).toHaveFocus();
  });

  it('offers a footer outside its content, and is a sheet on phones only when asked', () => {
    const { rerender } = render(
      <Dialog open title="A poem" onClose={() => undefined} footer={<a href="#next">Next</a>}>
        <p>words</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).not.toHaveAttribute('data-sheet');
    const footer = screen.getByRole('link', { name: 'Next' }).parentElement;
    expect(footer).toHaveAttribute('data-dialog-part', 'footer');
    expect(footer?.previousElementSibling).toHaveAttribute('data-dialog-part', 'body');
    rerender(
      <Dialog open sheetOnPhone title="A poem" onClose={() => undefined}>
        <p>words</p>
      </Dialog>,
    );
    expect(dialog).toHaveAttribute('data-sheet');
  });
});

describe('Dialog content that scrolls', () => {
  const sizes = (scrollHeight: number, clientHeight: number) => {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  };
  afterEach(() => jest.restoreAllMocks());

  const content = () => screen.getByText('a long poem').parentElement;

  it.each([
    ['is a tab stop while it overflows, so the keyboard can scroll it', 900, '0'],
    ['is no tab stop when everything fits', 400, '-1'],
  ])('%s', (_case, scrollHeight, tabIndex) => {
    sizes(scrollHeight, 400);
    render(
      <Dialog open title="A poem" onClose={() => undefined}>
        <p>a long poem</p>
      </Dialog>,
    );
    expect(content()).toHaveAttribute('tabindex', tabIndex);
  });
});

describe('Dialog reopened at once', () => {
  /** A list that opens one poem at a time, as the red archive does. */
  function Poems() {
    const [openPoem, setOpenPoem] = useState<string | null>(null);
    return (
      <>
        <button type="button" onClick={() => setOpenPoem('A fixture poem')}>
          A fixture poem
        </button>
        <Dialog open={openPoem !== null} title={openPoem ?? ''} onClose={() => setOpenPoem(null)}>
          <p>a poem</p>
        </Dialog>
      </>
    );
  }

  it('opens again when the same entry is chosen right after Escape closed it', () => {
    render(<Poems />);
    const trigger = screen.getByRole('button', { name: 'A fixture poem' });
    fireEvent.click(trigger);
    const dialog = document.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('open');

    // Escape: the browser closes the <dialog> and fires "close" outside React's event system,
    // then the reader's next keypress reopens the same entry before React has rendered.
    // (Dispatched as a browser would, outside act(), so React may batch as it does live.)
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    fireEvent.click(trigger);

    expect(dialog).toHaveAttribute('open');
  });

  it('stays open when the close event of an Escape arrives after it was opened again', () => {
    /** Remounted per opening, as the header's search is (shell/src/search/search-control.tsx). */
    function Search() {
      const [opening, setOpening] = useState(0);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setOpening((count) => count + 1);
              setOpen(true);
            }}
          >
            Search
          </button>
          <Dialog key={opening} open={open} title="Search" onClose={() => setOpen(false)}>
            <p>words</p>
          </Dialog>
        </>
      );
    }
    render(<Search />);
    const trigger = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(trigger);
    const first = document.querySelector('dialog')!;
    // Escape: the browser closes the element; its close event is queued, and the reader's
    // next key (input goes first in Chromium) opens search again before it runs.
    first.removeAttribute('open');
    fireEvent.click(trigger);
    const second = document.querySelector('dialog')!;
    expect(second).toHaveAttribute('open');
    first.dispatchEvent(new Event('close'));
    second.dispatchEvent(new Event('close', { bubbles: false }));
    // A close event for the element that is open now is stale too: only a closed one counts.
    expect(second).toHaveAttribute('open');
    expect(screen.getByText('words')).toBeInTheDocument();
  });
});
