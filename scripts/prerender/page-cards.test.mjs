import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageCards } from './page-cards.mjs';

const source = { title: 'Tea & "sympathy"', label: 'Essays', author: 'The Author' };
const attribute = JSON.stringify(source).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const page = (path, head) => ({ path, head, root: '', css: '' });

test('a page naming its card gives the card, and loses the attribute', () => {
  const { cards, pages } = pageCards([
    page('/blog/essays/tea', [
      '<title>Tea</title>',
      `<meta property="og:image" content="https://site.example/cards/blog/essays/tea.png" data-card="${attribute}">`,
    ]),
    page('/', ['<meta property="og:image" content="https://site.example/og-card.jpg">']),
  ]);
  assert.deepEqual(cards, [{ path: '/cards/blog/essays/tea.png', source }]);
  assert.equal(
    pages[0].head[1],
    '<meta property="og:image" content="https://site.example/cards/blog/essays/tea.png">',
  );
  assert.equal(
    pages[1].head[0],
    '<meta property="og:image" content="https://site.example/og-card.jpg">',
  );
});

test('a card outside /cards/ fails the build', () => {
  assert.throws(
    () =>
      pageCards([
        page('/x', [
          `<meta property="og:image" content="https://site.example/cards/../x.png" data-card="${attribute}">`,
        ]),
      ]),
    /not under \/cards\//,
  );
});
