import { NotFoundPageProvider } from '@site/shared';
import { renderWithSite } from '@site/shared/testing';
import { act, screen } from '@testing-library/react';
import { redCopy } from '../../content/red-copy';
import { archiveEntries } from './archive-data';
import { toStanzas, type ReadableEntry } from './archive-entries';
import { entryPath } from './entry-address';
import { poemDescription } from './poem-description';
import { neighboursOf } from './poem-neighbours';
import { PoemRoute } from './poem-route';

const readable = archiveEntries.filter(
  (entry): entry is ReadableEntry => entry.kind === 'readable',
);
const locked = archiveEntries.filter((entry) => entry.kind === 'locked');

async function renderAt(path: string) {
  await act(async () => {
    renderWithSite(
      <NotFoundPageProvider value={<h1>Fixture 404</h1>}>
        <PoemRoute />
      </NotFoundPageProvider>,
      { route: path, path: '/red-archive/:theme' },
    );
  });
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('a poem’s page', () => {
  const [entry] = readable;
  const last = readable.at(-1);

  it('shows the poem of the content file, with its title, under its own head', async () => {
    if (!entry) return; // No published entry: nothing has a page.
    await renderAt(entryPath(entry.number));
    const markdown = await entry.loadPoem();
    expect(await screen.findByRole('heading', { level: 1, name: entry.title })).toBeVisible();
    for (const line of toStanzas(markdown).flatMap((stanza) => stanza.split('\n'))) {
      expect(screen.getByText(line.trim())).toBeInTheDocument();
    }
    expect(document.title).toContain(entry.title);
    expect(meta('meta[name="description"]')).toBe(poemDescription(markdown));
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:url"]')).toMatch(new RegExp(`${entryPath(entry.number)}$`));
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'CreativeWork', genre: 'Poetry', name: entry.title }),
    );
    expect(screen.getByRole('link', { name: redCopy.archive.backToArchive })).toHaveAttribute(
      'href',
      '/red-archive',
    );
  });

  it('links to the poems either side', async () => {
    if (!last || readable.length < 2) return;
    await renderAt(entryPath(last.number));
    await screen.findByRole('heading', { level: 1, name: last.title });
    const { previous } = neighboursOf(archiveEntries, last.number);
    // Share, Previous and Next come once the page is idle.
    expect(
      await screen.findByRole('link', {
        name: `${redCopy.archive.previousPoem}: ${previous?.label}`,
      }),
    ).toHaveAttribute('href', entryPath(previous?.number ?? 0));
    expect(
      screen.getByRole('link', { name: (name) => name.startsWith(redCopy.archive.share.button) }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: (name) => name.startsWith(redCopy.archive.nextPoem) }),
    ).toBeNull();
  });

  it.each([...locked.map((entry) => entryPath(entry.number)), entryPath(99)])(
    'is the site’s 404 page at %s (a sealed entry, or one that does not exist)',
    async (path) => {
      await renderAt(path);
      expect(screen.getByRole('heading', { name: 'Fixture 404' })).toBeInTheDocument();
      expect(screen.queryByRole('article')).toBeNull();
    },
  );
});
