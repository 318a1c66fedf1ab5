import { renderWithSite } from '@site/shared/testing';
import { screen, within } from '@testing-library/react';
import { redCopy } from '../../content/red-copy';
import { themes } from '../../content/themes';
import { archiveEntries } from '../archive/archive-data';
import { toArchiveEntries } from '../archive/archive-entries';
import { entryPath } from '../archive/entry-address';
import { THEME_KEYS } from './theme-keys';
import { poemsOfTheme } from './theme-poems';
import { ThemePage } from './theme-page';

const renderTheme = (theme: string) =>
  renderWithSite(<ThemePage />, { route: `/red-archive/${theme}`, path: '/red-archive/:theme' });

describe('ThemePage', () => {
  it.each(THEME_KEYS)('shows %s with its title, subtitle and coming-soon text', (key) => {
    renderTheme(key);
    expect(screen.getByRole('heading', { level: 1, name: themes[key].title })).toBeInTheDocument();
    expect(screen.getByText(themes[key].subtitle)).toBeInTheDocument();
    expect(screen.getByText(themes[key].content)).toBeInTheDocument();
  });

  it('shows the placeholders of a theme that has them', () => {
    const placeholders = themes.murder.placeholders ?? [];
    expect(placeholders.length).toBeGreaterThan(0);
    renderTheme('murder');
    for (const placeholder of placeholders) {
      expect(
        screen.getByRole('heading', { level: 2, name: placeholder.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(placeholder.text)).toBeInTheDocument();
    }
  });

  it('shows Theme Not Found with a way back for any other theme', () => {
    renderTheme('lust');
    expect(
      screen.getByRole('heading', { level: 1, name: redCopy.themeNotFound.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: redCopy.backToRedPage })).toHaveAttribute(
      'href',
      '/red-page',
    );
  });
});

describe("a theme's poems", () => {
  it.each(THEME_KEYS)(
    '%s lists its published poems, each a link to its page, above its own text',
    (key) => {
      const poems = poemsOfTheme(archiveEntries, key);
      renderTheme(key);
      const list = screen.queryByRole('region', { name: redCopy.archive.themePoems });
      if (poems.length === 0) {
        expect(list).toBeNull();
        return;
      }
      const links = within(list!).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        poems.map((poem) => entryPath(poem.number)),
      );
      const text = screen.getByText(themes[key].content);
      expect(list!.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});

describe('poemsOfTheme', () => {
  const file = (number: number, state: 'published' | 'locked', theme?: string) => ({
    number,
    title: `Poem ${number}`,
    state,
    slug: String(number).padStart(3, '0'),
    loadBody: () => Promise.resolve('a line'),
    ...(theme ? { theme } : {}),
  });

  it('takes the published poems of the theme, in the diary order, never a locked one', () => {
    const entries = toArchiveEntries([
      file(3, 'published', 'rage'),
      file(1, 'published', 'rage'),
      file(2, 'published', 'love'),
      file(4, 'locked', 'rage'),
      file(5, 'published'),
    ]);
    expect(poemsOfTheme(entries, 'rage').map((poem) => poem.number)).toEqual([1, 3]);
    expect(poemsOfTheme(entries, 'ruin')).toEqual([]);
  });
});
