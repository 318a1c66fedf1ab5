import { holdsEveryWord, stemOf, wordsOf } from './holds-words';

describe('a result holds the words searched for', () => {
  const text = 'She left the ball at midnight; one Glass slipper stayed on the stairs.';

  it('reads words without case, accents or marks', () => {
    expect(wordsOf('Café, “glass”—Slipper!')).toEqual(['cafe', 'glass', 'slipper']);
  });

  it('takes a plural or another ending as the same word', () => {
    expect(stemOf('slippers')).toBe(stemOf('slipper'));
    expect(stemOf('walked')).toBe('walk');
    expect(stemOf('is')).toBe('is');
    expect(holdsEveryWord('two glass slippers', 'glass slipper')).toBe(true);
  });

  it('keeps a text that holds every word, in any order and case', () => {
    expect(holdsEveryWord(text, 'glass slipper')).toBe(true);
    expect(holdsEveryWord(text, 'SLIPPER glass')).toBe(true);
    expect(holdsEveryWord(text, '"glass slipper"')).toBe(true);
  });

  it('drops a text that lacks one of them', () => {
    expect(holdsEveryWord(text, 'glass shoe')).toBe(false);
    expect(holdsEveryWord('an essay on delusion and nonchalance', 'glass slipper')).toBe(false);
    // Only the last word may be the start of one (the reader is typing it).
    expect(holdsEveryWord(text, 'gla slipper')).toBe(false);
    expect(holdsEveryWord(text, 'glass slipp')).toBe(true);
  });
});
