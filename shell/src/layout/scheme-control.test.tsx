import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEME_KEY } from './color-scheme';
import { SchemeControl } from './scheme-control';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-scheme');
});

const radio = (name: string) => screen.getByRole('radio', { name });

describe('SchemeControl', () => {
  it("is a labelled button that opens three choices, the device's checked when none is kept", () => {
    renderWithSite(<SchemeControl />);
    const button = screen.getByRole('button', { name: 'Colours' });
    const group = screen.getByRole('group', { hidden: true, name: 'Colours' });
    expect(button).toHaveAttribute('popovertarget', group.id);
    expect(screen.getByRole('radio', { hidden: true, name: 'Same as device' })).toBeChecked();
  });

  it("checks the reader's kept choice once it runs", () => {
    window.localStorage.setItem(SCHEME_KEY, 'light');
    renderWithSite(<SchemeControl />);
    expect(screen.getByRole('radio', { hidden: true, name: 'Light' })).toBeChecked();
    expect(document.documentElement.dataset.scheme).toBe('light');
  });

  it('keeps a choice and paints the page in it; the device again forgets it', async () => {
    const user = userEvent.setup();
    renderWithSite(<SchemeControl />);
    // jsdom draws no popover: the radios are in the document, reachable as when it is open.
    document.querySelector('fieldset')?.removeAttribute('popover');

    await user.click(radio('Dark'));
    expect(radio('Dark')).toBeChecked();
    expect(window.localStorage.getItem(SCHEME_KEY)).toBe('dark');
    expect(document.documentElement.dataset.scheme).toBe('dark');

    // Arrow keys move between radios, as in any radio group.
    await user.keyboard('{ArrowUp}');
    expect(radio('Light')).toBeChecked();
    expect(document.documentElement.dataset.scheme).toBe('light');

    await user.click(radio('Same as device'));
    expect(window.localStorage.getItem(SCHEME_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-scheme');
  });
});
