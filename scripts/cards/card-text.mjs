// The words a card draws, cut before satori lays them out: satori's time and memory grow with
// the square of a text's length (a 20,000-character unbroken title took 0.9 GB and 8 s,
// 100,000 ran out of memory; issue 45), while a card shows a few hundred characters at most.
// The square is V8's Intl.Segmenter, which satori splits text with: each segment it yields
// copies the whole input.

/**
 * The narrowest glyph of the card's fonts, in em: the fraction slash (U+2044) is 0.167 em in
 * Liberation Serif Bold and Liberation Sans Regular alike; every other glyph with a width is
 * wider. A sixth is a hair under it, so a bound made with it is never too small.
 */
const NARROWEST_GLYPH_EM = 1 / 6;

const ELLIPSIS = '\u2026';

/** The spaces CSS collapses (satori too, with the default `whiteSpace`); not no-break spaces. */
const COLLAPSIBLE_SPACES = /[ \t\n\r\f]+/g;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * More characters than `lines` lines of `fontSize` px text across `width` px can ever show,
 * however narrow: a text cut there still fills the box, so the cut is never seen.
 */
export function mostCharactersShown({ width, fontSize, lines }) {
  return Math.ceil((lines * width) / (NARROWEST_GLYPH_EM * fontSize));
}

/**
 * `text` with its runs of spaces collapsed and, when it is longer than `limit` UTF-16 units,
 * cut after the last whole grapheme within them and ended with an ellipsis.
 */
export function cutText(text, limit) {
  const flat = text.replace(COLLAPSIBLE_SPACES, ' ').trim();
  if (flat.length <= limit) return flat;
  // V8's segmenter copies its whole input for every segment it yields (the quadratic cost
  // satori pays), so it reads only the units that may be kept and the one after them: whether
  // a grapheme ends at a position depends on what precedes it and on that one next unit.
  let end = 0;
  for (const { index, segment } of graphemes.segment(flat.slice(0, limit + 1))) {
    if (index + segment.length > limit) break;
    end = index + segment.length;
  }
  return `${flat.slice(0, end).trimEnd()}${ELLIPSIS}`;
}
