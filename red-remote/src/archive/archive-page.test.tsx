import { loadLikeTheBuild, renderWithSite } from '@site/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { archiveEntries } from './archive-data';
import { ArchivePage } from './archive-page';

function renderArchive() {
  renderWithSite(<ArchivePage entries={archiveEntries} />, { route: '/red-archive' });
}

describe('ArchivePage', () => {
  it('shows the diary with fifteen readable entries and a footer', () => {
    renderArchive();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Red Archive – from the diary' }),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^Entry #\d{3} - / });
    expect(buttons).toHaveLength(15);
    expect(buttons[0]).toHaveAccessibleName('Entry #001 - Velvet Teeth');
    expect(buttons[14]).toHaveAccessibleName('Entry #015 - Still Here, Still Red');
    expect(screen.getByText('More entries are coming soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to The Red Chapter' })).toHaveAttribute(
      'href',
      '/red-page',
    );
  });

  it('lists entries 16 to 28 as locked text, not as buttons or focus stops', () => {
    renderArchive();
    for (let number = 16; number <= 28; number += 1) {
      const label = `Entry #0${number} - [Locked]`;
      const text = screen.getByText(label);
      expect(
        screen.queryByRole('button', { name: new RegExp(label.replace(/[[\]#]/g, '\\$&')) }),
      ).toBeNull();
      expect(text.closest('button, a, [tabindex]')).toBeNull();
      expect(text.closest('li')).toHaveTextContent(/locked, not yet published/);
    }
  });

  it('opens an entry in a dialog with the whole poem and returns focus on close', async () => {
    const user = userEvent.setup();
    renderArchive();
    const trigger = screen.getByRole('button', { name: 'Entry #003 - Ledger of Small Murders' });
    // A click focuses the button, then fireEvent inside act: the poem's promise settles inside
    // act, as React asks (user-event turns act's environment off while it works).
    trigger.focus();
    await act(async () => fireEvent.click(trigger));

    const dialog = screen.getByRole('dialog', { name: 'Entry #003 - Ledger of Small Murders' });
    expect(
      await within(dialog).findByText(/I keep a ledger of the small murders:/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/and walk out into the rain, alive\./)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('does nothing when a locked entry is clicked', async () => {
    const user = userEvent.setup();
    renderArchive();
    await user.click(screen.getByText('Entry #016 - [Locked]'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so in the dialog when a poem cannot be fetched, and Try again fetches it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const entries = archiveEntries.map((entry) =>
      entry.kind === 'readable' && entry.number === 1
        ? {
            ...entry,
            loadPoem: loadLikeTheBuild(() =>
              online ? Promise.resolve('a line\nanother') : Promise.reject(new Error('offline')),
            ),
          }
        : entry,
    );
    renderWithSite(<ArchivePage entries={entries} />, { route: '/red-archive' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Entry #001/ })));
    const dialog = screen.getByRole('dialog', { name: 'Entry #001 - Velvet Teeth' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This entry could not be opened.',
    );
    online = true;
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' })),
    );
    expect(await within(dialog).findByText('another')).toBeVisible();
  });
});
