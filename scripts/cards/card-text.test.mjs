import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cutText, mostCharactersShown } from './card-text.mjs';

test('a text within the limit is kept, its runs of spaces collapsed as the card draws them', () => {
  assert.equal(cutText('  A title\n\tin  two\u00a0lines ', 40), 'A title in two\u00a0lines');
  assert.equal(cutText('x'.repeat(10), 10), 'x'.repeat(10));
});

test('a longer text is cut at the limit and ends in an ellipsis', () => {
  assert.equal(cutText('x'.repeat(11), 10), `${'x'.repeat(10)}\u2026`);
  assert.equal(cutText('One two three four', 8), 'One two\u2026');
});

test('a cut never splits a character: accents, emoji and flags stay whole or go', () => {
  assert.equal(cutText('e\u0301'.repeat(6), 5), `${'e\u0301'.repeat(2)}\u2026`);
  assert.equal(cutText('ab\u0301c', 2), 'a\u2026');
  assert.equal(cutText('😀'.repeat(6), 5), `${'😀'.repeat(2)}\u2026`);
  assert.equal(cutText('🇫🇷🇫🇷', 7), '🇫🇷\u2026');
});

test('cutting a ten-million-character text costs about as much as reading it once', () => {
  // Segmenting the whole text would take minutes: each segment copies the input.
  const started = performance.now();
  const cut = cutText('a'.repeat(10_000_000), 555);
  assert.equal(cut, `${'a'.repeat(555)}\u2026`);
  assert.ok(performance.now() - started < 2000, `${performance.now() - started} ms`);
});

test('the bound is what the narrowest glyph (a sixth of an em) would fill', () => {
  // Four lines of 1,016 px at 44 px: 4 * 1016 / (44 / 6) = 554.2.
  assert.equal(mostCharactersShown({ width: 1016, fontSize: 44, lines: 4 }), 555);
  assert.equal(mostCharactersShown({ width: 600, fontSize: 30, lines: 1 }), 120);
});
