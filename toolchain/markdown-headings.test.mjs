import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { renderWithHeadings, fragmentOf } = require('./markdown-headings.cjs');

test('sections and subsections get an id, a link beside the heading, and a place in the list', () => {
  const { html, headings } = renderWithHeadings(
    '# Title\n\nIntro.\n\n## The *first* winter\n\nText.\n\n### A letter\n\n#### Too deep\n',
  );
  assert.deepEqual(headings, [
    { depth: 2, text: 'The first winter', id: 'the-first-winter' },
    { depth: 3, text: 'A letter', id: 'a-letter' },
  ]);
  assert.match(html, /<h1>Title<\/h1>/);
  assert.match(
    html,
    /<div class="heading-with-anchor"><h2 id="the-first-winter">The <em>first<\/em> winter<\/h2><a class="heading-anchor" href="#the-first-winter" aria-label="Link to the section “The first winter”" data-pagefind-ignore="">#<\/a><\/div>/,
  );
  assert.match(html, /<h4>Too deep<\/h4>/);
});

test('ids are unique in the text and never one the page uses', () => {
  const { headings } = renderWithHeadings('## Notes\n\n## Notes\n\n## Main\n\n## Notes\n');
  assert.deepEqual(
    headings.map((heading) => heading.id),
    ['notes', 'notes-2', 'main-2', 'notes-3'],
  );
});

test('words an author writes become a readable address; none at all still make one', () => {
  assert.equal(fragmentOf('Café & Crème, 1999!'), 'cafe-creme-1999');
  assert.equal(fragmentOf('“…”'), 'section');
  const { headings } = renderWithHeadings('## Fish &amp; chips\n');
  assert.deepEqual(headings[0], { depth: 2, text: 'Fish & chips', id: 'fish-chips' });
});
