import { renderWithSite } from '@site/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redCopy } from '../../content/red-copy';
import type { ArchiveEntry } from './archive-entries';
import { ArchivePage } from './archive-page';

// A diary of its own, so that these tests hold whatever the author publishes.
const entries: ArchiveEntry[] = [
  {
    kind: 'readable',
    number: 1,
    label: 'Entry #001 - First',
    loadPoem: () => Promise.resolve('first line\nsecond line'),
  },
  {
    kind: 'readable',
    number: 2,
    label: 'Entry #002 - Second',
    loadPoem: () => Promise.resolve('one line\n\nanother stanza'),
  },
  { kind: 'locked', number: 3, label: 'Entry #003 - [Locked]' },
];

async function renderAt(route: string) {
  await act(async () => {
    renderWithSite(<ArchivePage entries={entries} />, { route, path: '/red-archive' });
  });
}

describe('an entry’s address', () => {
  it('opens that entry, with focus handed back to its row on close', async () => {
    await renderAt('/red-archive#entry-002');
    const dialog = await screen.findByRole('dialog', { name: 'Entry #002 - Second' });
    expect(await within(dialog).findByText('another stanza')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Entry #002 - Second' })).toHaveFocus();
  });

  it('opens nothing for a locked entry or another fragment', async () => {
    await renderAt('/red-archive#entry-003');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names every row, so that an address leads to it without the app', async () => {
    await renderAt('/red-archive');
    for (const entry of entries) {
      expect(document.getElementById(`entry-00${entry.number}`)).toHaveTextContent(entry.label);
    }
  });

  it('comes with a share control under the poem', async () => {
    await renderAt('/red-archive#entry-001');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('button', {
        name: (name) => name.startsWith(redCopy.archive.share.button),
      }),
    ).toBeInTheDocument();
  });
});

describe('locked entries', () => {
  it('follow a word from the author on why they are sealed', async () => {
    await renderAt('/red-archive');
    const note = screen.getByText(redCopy.archive.sealedNote);
    const locked = screen.getByText('Entry #003 - [Locked]');
    expect(note.compareDocumentPosition(locked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
