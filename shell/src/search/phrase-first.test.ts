import { phraseFirst, phraseOf } from './phrase-first';

describe('phrase first', () => {
  it('reads three words or more as a phrase too', () => {
    expect(phraseOf(' I close  the book ')).toBe('"I close the book"');
    expect(phraseOf('roses knew')).toBeNull();
  });

  it('leaves a search the reader quoted as it is', () => {
    expect(phraseOf('"close the" book')).toBeNull();
  });

  it('puts the results where the words stand together first, each group in its order', () => {
    const results = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(phraseFirst(results, [{ id: 'd' }, { id: 'b' }]).map(({ id }) => id)).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
  });

  it('keeps the order when no result holds the phrase', () => {
    const results = [{ id: 'x' }, { id: 'y' }];
    expect(phraseFirst(results, [])).toEqual(results);
  });
});
