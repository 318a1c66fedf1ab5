import { renderWithSite } from '@site/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { redCopy } from '../../content/red-copy';
import { toArchiveEntries, type ArchiveFile } from '../archive/archive-entries';
import { NewestPoemCard } from './newest-poem';

const copy = redCopy.archive.newest;

/** An entry file as the content loader gives it: one promise of its poem per tab. */
const file = (number: number, state: ArchiveFile['state'], poem = ''): ArchiveFile => {
  const body = Promise.resolve(poem);
  return {
    number,
    title: `Poem ${number}`,
    state,
    slug: String(number).padStart(3, '0'),
    loadBody: () => body,
  };
};

describe("the home page's newest poem", () => {
  it('is the newest readable entry: its title, its opening lines, a link to its page', async () => {
    const entries = toArchiveEntries([
      file(1, 'published', 'First.'),
      file(3, 'published', 'Line one,\nline two,\nline three,\nline four,\nline five.\n\nMore.'),
      file(2, 'published', 'Second.'),
      file(4, 'locked'),
    ]);
    await act(async () => {
      renderWithSite(<NewestPoemCard entries={entries} />);
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Poem 3' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Poem 3' })).toHaveAttribute(
      'href',
      '/red-archive/entry-003',
    );
    expect(within(card).getByText(`${copy.label} · Entry #003`)).toBeVisible();
    expect(within(card).getByText('Line one,')).toBeVisible();
    expect(within(card).getByText('line four…')).toBeVisible();
    expect(within(card).queryByText('line five.')).toBeNull();
  });

  it('is nothing while every entry is locked', () => {
    renderWithSite(<NewestPoemCard entries={toArchiveEntries([file(1, 'locked')])} />);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
