import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEME_KEY } from './color-scheme';
import { SchemeControl } from './scheme-control';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-scheme');
});

// jsdom draws no popover: the choices are in the document, reachable as when it is open.
const radio = (name: string) => screen.getByRole('radio', { name });

describe('SchemeControl', () => {
  it("is a labelled button whose choices come when it is reached for, the device's checked when none is kept", async () => {
    const user = userEvent.setup();
    renderWithSite(<SchemeControl />);
    const button = screen.getByRole('button', { name: 'Colours' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.click(button);
    const group = await screen.findByRole('group', { name: 'Colours' });
    expect(button).toHaveAttribute('popovertarget', group.id);
    expect(radio('Same as device')).toBeChecked();
  });

  it('paints a kept choice at once where no head script did', async () => {
    window.localStorage.setItem(SCHEME_KEY, 'light');
    renderWithSite(<SchemeControl />);
    expect(await screen.findByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.documentElement.dataset.scheme).toBe('light');
  });

  it('keeps a choice and paints the page in it; the device again forgets it', async () => {
    const user = userEvent.setup();
    renderWithSite(<SchemeControl />);
    await user.hover(screen.getByRole('button', { name: 'Colours' }));
    await screen.findByRole('group', { name: 'Colours' });

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
