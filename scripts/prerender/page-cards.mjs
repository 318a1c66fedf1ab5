// The cards the pages ask for: a page with a card of its own names it in its og:image tag,
// with the words to put on it in `data-card` (shared's PageHead). That attribute is for the
// prerender only: it leaves the served page here.
const CARD_SOURCE = /\sdata-card="([^"]*)"/;

const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', nbsp: '\u00a0', '#39': "'" };

function decodeAttribute(value) {
  return value.replace(/&(amp|quot|lt|gt|nbsp|#39);/g, (_, name) => ENTITIES[name]);
}

/**
 * The cards of the pages (`{ path, source: { title, label, author } }`, one per card path),
 * and the pages with the attribute removed from their head.
 */
export function pageCards(pages) {
  const cards = new Map();
  const cleaned = pages.map((page) => ({
    ...page,
    head: page.head.map((tag) => {
      const found = CARD_SOURCE.exec(tag);
      if (!found) return tag;
      const url = /\scontent="([^"]*)"/.exec(tag)?.[1];
      const cardPath = url && decodeURIComponent(new URL(decodeAttribute(url)).pathname);
      if (!cardPath?.startsWith('/cards/') || !cardPath.endsWith('.png') || cardPath.includes('..'))
        throw new Error(`prerender: ${page.path} names a card at ${url}, not under /cards/`);
      const { title, label, author } = JSON.parse(decodeAttribute(found[1]));
      cards.set(cardPath, { path: cardPath, source: { title, label, author } });
      return tag.replace(CARD_SOURCE, '');
    }),
  }));
  return { cards: [...cards.values()], pages: cleaned };
}
