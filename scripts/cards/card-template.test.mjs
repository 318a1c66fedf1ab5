import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardElement } from './card-template.mjs';

const PALETTE = { background: '#000', surface: '#111', text: '#fff', accent: '#f00' };

/** The words of a card element, in the order they are drawn: label, title, author. */
const wordsOf = (node) =>
  typeof node === 'string' ? [node] : [node.props.children].flat().flatMap(wordsOf);

test('the words of a card are drawn as given when they fit', () => {
  const source = { title: 'Delusion & Nonchalance', label: 'Marginalia', author: 'The Author' };
  assert.deepEqual(wordsOf(cardElement(source, PALETTE)), [
    'Marginalia',
    'Delusion & Nonchalance',
    'The Author',
  ]);
});

test('words longer than the card holds are cut with an ellipsis, whatever their length', () => {
  const huge = 'a'.repeat(100_000);
  const [label, title, author] = wordsOf(
    cardElement({ title: huge, label: huge, author: huge }, PALETTE),
  );
  // Four lines of the smallest title size, and one line of the label's and the author's
  // sizes, of the narrowest glyph the fonts have (a sixth of an em).
  assert.equal(title, `${'a'.repeat(555)}\u2026`);
  assert.equal(label, `${'a'.repeat(204)}\u2026`);
  assert.equal(author, `${'a'.repeat(170)}\u2026`);
});
