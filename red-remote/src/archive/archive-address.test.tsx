import { renderWithSite } from '@site/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redCopy } from '../../content/red-copy';
import type { ArchiveEntry } from './archive-entries';
import { ArchivePage } from './archive-page';
import { goBack, renderUnderArchive, shown } from './archive-test-router';

// A diary of its own, so that these tests hold whatever the author publishes.
const entries: ArchiveEntry[] = [
  {
    kind: 'readable',
    number: 1,
    label: 'Entry #001 - First',
    title: 'First',
    loadPoem: () => Promise.resolve('first line\nsecond line'),
  },
  {
    kind: 'readable',
    number: 2,
    label: 'Entry #002 - Second',
    title: 'Second',
    loadPoem: () => Promise.resolve('one line\n\nanother stanza'),
  },
  { kind: 'locked', number: 3, label: 'Entry #003 - [Locked]' },
  {
    kind: 'readable',
    number: 4,
    label: 'Entry #004 - Fourth',
    title: 'Fourth',
    loadPoem: () => Promise.resolve('the last poem'),
  },
];

const renderAt = (route: string) => renderUnderArchive(<ArchivePage entries={entries} />, route);

const entryLink = (name: string) => screen.getByRole('link', { name });

async function open(name: string) {
  const link = entryLink(name);
  link.focus();
  await act(async () => fireEvent.click(link));
  return screen.findByRole('dialog', { name });
}

describe('a poem opened from the archive', () => {
  it('shows the poem’s own address, as a new history entry that Back closes', async () => {
    await renderAt('/red-archive');
    const dialog = await open('Entry #002 - Second');
    expect(await within(dialog).findByText('another stanza')).toBeInTheDocument();
    expect(shown.location?.pathname).toBe('/red-archive/entry-002');

    await goBack();
    expect(shown.location?.pathname).toBe('/red-archive');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(entryLink('Entry #002 - Second')).toHaveFocus();
  });

  it('closes with its Close button to the archive’s address, focus back on its link', async () => {
    await renderAt('/red-archive');
    const dialog = await open('Entry #001 - First');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Closing is going Back to the archive's history entry.
    await waitFor(() => expect(shown.location?.pathname).toBe('/red-archive'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(entryLink('Entry #001 - First')).toHaveFocus();
  });

  it('leads to the next and previous readable poems in place, stepping over locked ones', async () => {
    await renderAt('/red-archive');
    const dialog = await open('Entry #002 - Second');
    const nav = within(dialog).getByRole('navigation', { name: redCopy.archive.poemNav });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      [`${redCopy.archive.previousPoem}: Entry #001 - First`, '/red-archive/entry-001'],
      [`${redCopy.archive.nextPoem}: Entry #004 - Fourth`, '/red-archive/entry-004'],
    ]);

    const next = within(nav).getByRole('link', { name: /Entry #004/ });
    next.focus();
    await act(async () => fireEvent.click(next));
    const fourth = screen.getByRole('dialog', { name: 'Entry #004 - Fourth' });
    expect(await within(fourth).findByText('the last poem')).toBeInTheDocument();
    expect(shown.location?.pathname).toBe('/red-archive/entry-004');
    // The last poem has no Next: focus moves to Previous, still inside the dialog.
    expect(within(fourth).getByRole('link', { name: /Entry #002/ })).toHaveFocus();
    // And screen readers hear which poem it is now.
    expect(
      within(fourth)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('Entry #004 - Fourth');

    // Previous and Next replace the address: Back leaves the poem for the archive at once.
    await goBack();
    expect(shown.location?.pathname).toBe('/red-archive');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shares the poem’s own address', async () => {
    await renderAt('/red-archive');
    const dialog = await open('Entry #001 - First');
    const share = within(dialog).getByRole('link', {
      name: (name) => name.startsWith(redCopy.archive.share.button),
    });
    const shared: ShareData[] = [];
    Object.assign(navigator, {
      share: (data: ShareData) => (shared.push(data), Promise.resolve()),
    });
    await act(async () => fireEvent.click(share));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(shared.map((data) => new URL(data.url ?? '').pathname)).toEqual([
      '/red-archive/entry-001',
    ]);
    delete (navigator as { share?: unknown }).share;
  });
});

describe('an old link to a poem (/red-archive#entry-NNN)', () => {
  it('opens that poem under its new address, focus handed back to its row on close', async () => {
    await renderAt('/red-archive#entry-002');
    const historyLength = window.history.length;
    const dialog = await screen.findByRole('dialog', { name: 'Entry #002 - Second' });
    expect(await within(dialog).findByText('another stanza')).toBeInTheDocument();
    expect(shown.location?.pathname).toBe('/red-archive/entry-002');
    expect(shown.location?.hash).toBe('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(shown.location?.pathname).toBe('/red-archive'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // No history entry of the archive was below: the address changed in place.
    expect(window.history.length).toBe(historyLength);
    expect(entryLink('Entry #002 - Second')).toHaveFocus();
  });

  it('opens nothing for a locked entry or another fragment', async () => {
    await renderAt('/red-archive#entry-003');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shown.location?.pathname).toBe('/red-archive');
  });

  it('still finds its row without the app: every row keeps its old id', async () => {
    await renderAt('/red-archive');
    for (const entry of entries) {
      expect(document.getElementById(`entry-00${entry.number}`)).toHaveTextContent(entry.label);
    }
  });
});

describe('locked entries', () => {
  it('follow a word from the author on why they are sealed', async () => {
    await act(async () => {
      renderWithSite(<ArchivePage entries={entries} />, { route: '/red-archive' });
    });
    const note = screen.getByText(redCopy.archive.sealedNote);
    const locked = screen.getByText('Entry #003 - [Locked]');
    expect(note.compareDocumentPosition(locked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
