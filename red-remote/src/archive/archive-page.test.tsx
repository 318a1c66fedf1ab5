import { renderWithSite } from '@site/shared/testing';
import { screen, within } from '@testing-library/react';
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
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Entry #003 - Ledger of Small Murders' });
    expect(within(dialog).getByText(/I keep a ledger of the small murders:/)).toBeInTheDocument();
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
});
