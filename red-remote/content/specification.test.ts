import { THEME_KEYS } from '../src/themes/theme-keys';
import { bookTiles } from './book-tiles';
import { exclusiveRooms, lettersPlaceholders, murderExchangePlaceholders } from './exclusive-rooms';
import { characters, worldBuildingNotes } from './huntress';
import { redCopy } from './red-copy';
import { themes } from './themes';

// What the site's specification fixes in the Red section's content: the texts it quotes and
// where the links lead. Everything else in these files is the author's to write, and no test
// holds it to a fixed text (scripts/content/author-edit.mjs replaces all of it).

describe('the Red section content, as the specification fixes it', () => {
  it('keeps the texts the specification quotes', () => {
    expect(redCopy.redPage.heading).toBe('And suddenly everything was RED');
    expect(redCopy.redPage.grabYourCopy).toBe('Grab Your Copy');
    expect(redCopy.redPage.exclusiveContent).toBe('Exclusive Content');
    expect(redCopy.redPage.archiveLink).toBe('Enter the Red Archive');
    expect(redCopy.archive.heading).toBe('Red Archive – from the diary');
    expect(redCopy.themeNotFound.heading).toBe('Theme Not Found');
    expect(redCopy.backToRedPage).toBe('← Back to The Red Chapter');
  });

  it('has one tile per book, leading to its book page and its exclusive room', () => {
    expect(bookTiles.map((book) => [book.amazonLink, book.exclusiveLink])).toEqual([
      ['/book/huntress', '/red-archive/huntress'],
      ['/book/letters', '/red-archive/letters'],
      ['/book/murder-exchange', '/red-archive/murder-exchange'],
    ]);
    expect(bookTiles.map((book) => book.title)).toEqual([
      exclusiveRooms.huntress.bookTitle,
      exclusiveRooms.letters.bookTitle,
      exclusiveRooms.murderExchange.bookTitle,
    ]);
  });

  it('describes every tile cover and gives its real size', () => {
    for (const { cover } of bookTiles) {
      expect(cover.alt.trim()).not.toBe('');
      expect(cover.width).toBeGreaterThan(0);
      expect(cover.height).toBeGreaterThan(0);
    }
  });

  it('profiles four characters of Huntress and shows a described map of its world', () => {
    expect(characters).toHaveLength(4);
    expect(worldBuildingNotes.map.alt.trim()).not.toBe('');
    expect(worldBuildingNotes.map.width).toBeGreaterThan(0);
    expect(worldBuildingNotes.map.height).toBeGreaterThan(0);
  });

  it('announces the letters and murder-exchange placeholders, both coming soon', () => {
    expect(lettersPlaceholders.map((placeholder) => placeholder.title)).toEqual([
      'Unreleased Poems',
      'The Stories Behind the Words',
    ]);
    expect(murderExchangePlaceholders.map((placeholder) => placeholder.title)).toEqual([
      'Alternate Endings',
      'Case Files',
    ]);
    for (const placeholder of [...lettersPlaceholders, ...murderExchangePlaceholders]) {
      expect(placeholder.text).toMatch(/coming soon/i);
    }
  });

  it('has a title, subtitle and coming-soon text for every theme, in tile order', () => {
    expect(Object.keys(themes)).toEqual([...THEME_KEYS]);
    for (const key of THEME_KEYS) {
      expect(themes[key].title.trim()).not.toBe('');
      expect(themes[key].subtitle.trim()).not.toBe('');
      expect(themes[key].content).toMatch(/^Coming soon/);
    }
  });

  it('holds placeholders for blackout poetry and monologues under murder', () => {
    expect(themes.murder.placeholders?.map((placeholder) => placeholder.title)).toEqual([
      'Blackout Poetry',
      'Monologues',
    ]);
  });
});
