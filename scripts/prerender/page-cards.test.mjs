import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageCards } from './page-cards.mjs';

const words = { title: 'Tea & "sympathy"', label: 'Essays' };
const source = { ...words, author: 'The Author' };
const attribute = JSON.stringify(words).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const page = (path, head) => ({ path, head, root: '', css: '' });

test('a page naming its card gives the card, and its attribute makes way for the card’s tags', () => {
  const { cards, pages } = pageCards(
    [
      page('/blog/essays/tea', [
        '<title>Tea</title>',
        `<meta property="og:image" content="https://site.example/cards/blog/essays/tea.png" data-card="${attribute}">`,
      ]),
      page('/', ['<meta property="og:image" content="https://site.example/og-card.jpg">']),
    ],
    'The Author',
  );
  assert.deepEqual(cards, [{ path: '/cards/blog/essays/tea.png', source }]);
  assert.deepEqual(pages[0].head.slice(1), [
    '<meta property="og:image" content="https://site.example/cards/blog/essays/tea.png">',
    '<meta property="og:image:type" content="image/png">',
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta property="og:image:alt" content="Tea &amp; &quot;sympathy&quot; · Essays · The Author">',
    '<meta name="twitter:image:alt" content="Tea &amp; &quot;sympathy&quot; · Essays · The Author">',
  ]);
  assert.equal(
    pages[1].head[0],
    '<meta property="og:image" content="https://site.example/og-card.jpg">',
  );
});

test('a card outside /cards/ fails the build', () => {
  assert.throws(
    () =>
      pageCards(
        [
          page('/x', [
            `<meta property="og:image" content="https://site.example/cards/../x.png" data-card="${attribute}">`,
          ]),
        ],
        'The Author',
      ),
    /not under \/cards\//,
  );
});
