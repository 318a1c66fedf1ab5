import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import { bookTiles } from '../../content/book-tiles';
import { redCopy } from '../../content/red-copy';
import { themes } from '../../content/themes';
import { THEME_KEYS } from '../themes/theme-keys';
import { RedPage } from './red-page';

const copy = redCopy.redPage;

describe('RedPage', () => {
  beforeEach(() => renderWithSite(<RedPage />, { route: '/red-page' }));

  it('has the heading and every book tile with both links each', () => {
    expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(bookTiles.map((book) => book.title));
    const hrefs = (name: string) =>
      screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
    expect(hrefs(copy.grabYourCopy)).toEqual(bookTiles.map((book) => book.amazonLink));
    expect(hrefs(copy.exclusiveContent)).toEqual(bookTiles.map((book) => book.exclusiveLink));
  });

  it('links the five themes and the archive', () => {
    for (const key of THEME_KEYS) {
      const tile = screen.getByRole('link', {
        name: (name) => name.startsWith(themes[key].title),
      });
      expect(tile).toHaveAttribute('href', `/red-archive/${key}`);
      expect(tile).toHaveTextContent(themes[key].subtitle);
    }
    expect(screen.getByRole('link', { name: copy.archiveLink })).toHaveAttribute(
      'href',
      '/red-archive',
    );
  });

  it('floats eight decorative emoji chosen from the five red ones', () => {
    const layer = screen.getByTestId('floating-emoji');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    const emoji = Array.from(layer.children, (child) => child.textContent);
    expect(emoji).toHaveLength(8);
    for (const item of emoji) expect(['🌹', '💋', '🩸', '❤️', '🔥']).toContain(item);
  });
});
