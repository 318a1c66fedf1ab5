import { loadLikeTheBuild } from '@site/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redCopy } from '../../content/red-copy';
import { archiveEntries } from './archive-data';
import { pad3, toArchiveEntries, type ArchiveEntry, type ArchiveFile } from './archive-entries';
import { ArchivePage } from './archive-page';
import { renderUnderArchive } from './archive-test-router';

const copy = redCopy.archive;

/** A diary of its own, whatever the author has published: three readable, two locked. */
const poems: Record<number, string> = {
  1: 'First line of one\nsecond line of one\n\nA stanza of its own',
  2: 'Only line of two',
  5: 'A line of five',
};
const fixtureFiles: ArchiveFile[] = [1, 2, 3, 4, 5].map((number) => ({
  number,
  title: `Fixture poem ${number}`,
  state: poems[number] ? 'published' : 'locked',
  slug: pad3(number),
  loadBody: loadLikeTheBuild(() => Promise.resolve(poems[number] ?? '')),
}));
const fixtureEntries = toArchiveEntries(fixtureFiles);

function renderArchive(entries: readonly ArchiveEntry[] = fixtureEntries) {
  return renderUnderArchive(<ArchivePage entries={entries} />, '/red-archive');
}

const entryLinks = () => screen.getAllByRole('link', { name: /^Entry #\d{3} - / });

describe('ArchivePage', () => {
  it('shows the diary: heading, one link per published entry in order, the footer', async () => {
    await renderArchive();
    expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toBeInTheDocument();
    expect(entryLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Entry #001 - Fixture poem 1', '/red-archive/entry-001'],
      ['Entry #002 - Fixture poem 2', '/red-archive/entry-002'],
      ['Entry #005 - Fixture poem 5', '/red-archive/entry-005'],
    ]);
    expect(screen.getByText(copy.footer)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: redCopy.backToRedPage })).toHaveAttribute(
      'href',
      '/red-page',
    );
  });

  it('lists locked entries as text, not as links, buttons or focus stops', async () => {
    await renderArchive();
    for (const label of ['Entry #003 - [Locked]', 'Entry #004 - [Locked]']) {
      const text = screen.getByText(label);
      expect(screen.queryByRole('link', { name: (name) => name.includes(label) })).toBeNull();
      expect(screen.queryByRole('button', { name: (name) => name.includes(label) })).toBeNull();
      expect(text.closest('button, a, [tabindex]')).toBeNull();
      expect(text.closest('li')).toHaveTextContent(copy.lockedHint);
    }
    expect(screen.queryByText(/Fixture poem [34]/)).toBeNull();
  });

  it('opens an entry in a dialog with the whole poem and returns focus on close', async () => {
    const user = userEvent.setup();
    await renderArchive();
    const trigger = screen.getByRole('link', { name: 'Entry #001 - Fixture poem 1' });
    // A click focuses the button, then fireEvent inside act: the poem's promise settles inside
    // act, as React asks (user-event turns act's environment off while it works).
    trigger.focus();
    await act(async () => fireEvent.click(trigger));

    const dialog = screen.getByRole('dialog', { name: 'Entry #001 - Fixture poem 1' });
    expect(await within(dialog).findByText('First line of one')).toBeInTheDocument();
    expect(within(dialog).getByText('A stanza of its own')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('does nothing when a locked entry is clicked', async () => {
    const user = userEvent.setup();
    await renderArchive();
    await user.click(screen.getByText('Entry #003 - [Locked]'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so in the dialog when a poem cannot be fetched, and Try again fetches it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const entries = fixtureEntries.map((entry) =>
      entry.kind === 'readable' && entry.number === 2
        ? {
            ...entry,
            loadPoem: loadLikeTheBuild(() =>
              online ? Promise.resolve('a line\nanother') : Promise.reject(new Error('offline')),
            ),
          }
        : entry,
    );
    await renderArchive(entries);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: /^Entry #002/ })));
    const dialog = screen.getByRole('dialog', { name: 'Entry #002 - Fixture poem 2' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(copy.poemFailed);
    online = true;
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: copy.retry })),
    );
    expect(await within(dialog).findByText('another')).toBeVisible();
  });

  it('shows every entry file of the content, published ones as links to their pages', async () => {
    await renderArchive(archiveEntries);
    const readable = archiveEntries.filter((entry) => entry.kind === 'readable');
    const locked = archiveEntries.filter((entry) => entry.kind === 'locked');
    expect(screen.queryAllByRole('link', { name: /^Entry #\d{3} - / })).toHaveLength(
      readable.length,
    );
    for (const entry of locked) expect(screen.getByText(entry.label)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(archiveEntries.length);
  });
});
