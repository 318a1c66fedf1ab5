import { excerptParts } from './excerpt-parts';

describe('excerptParts', () => {
  it.each([
    [
      'splits an excerpt into the words found and the words around them',
      'the <mark>crimson</mark> river',
      [
        { text: 'the ', found: false },
        { text: 'crimson', found: true },
        { text: ' river', found: false },
      ],
    ],
    [
      'keeps words found in a row apart only by what stands between them',
      '<mark>crimson</mark> <mark>river</mark>.',
      [
        { text: 'crimson', found: true },
        { text: ' ', found: false },
        { text: 'river', found: true },
        { text: '.', found: false },
      ],
    ],
    [
      'gives back the characters Pagefind escaped, and never reads markup in the words',
      'a &lt;b&gt; &amp; <mark>c&lt;</mark>',
      [
        { text: 'a <b> &amp; ', found: false },
        { text: 'c<', found: true },
      ],
    ],
    ['has no part for an empty excerpt', '', []],
  ])('%s', (_case, excerpt, parts) => {
    expect(excerptParts(excerpt)).toEqual(parts);
  });
});
