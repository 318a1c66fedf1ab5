import { excerptParts } from './excerpt-parts';

describe('excerptParts', () => {
  it('splits an excerpt into the words found and the words around them', () => {
    expect(excerptParts('the <mark>crimson</mark> river')).toEqual([
      { text: 'the ', found: false },
      { text: 'crimson', found: true },
      { text: ' river', found: false },
    ]);
  });

  it('keeps words found in a row apart only by what stands between them', () => {
    expect(excerptParts('<mark>crimson</mark> <mark>river</mark>.')).toEqual([
      { text: 'crimson', found: true },
      { text: ' ', found: false },
      { text: 'river', found: true },
      { text: '.', found: false },
    ]);
  });

  it('gives back the characters Pagefind escaped, and never reads markup in the words', () => {
    expect(excerptParts('a &lt;b&gt; &amp; <mark>c&lt;</mark>')).toEqual([
      { text: 'a <b> &amp; ', found: false },
      { text: 'c<', found: true },
    ]);
  });

  it('has no part for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
