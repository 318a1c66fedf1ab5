// The cards the pages ask for: a page with a card of its own names it in its og:image tag,
// with the words to put on it in `data-card` (shared's PageHead). That attribute is for the
// prerender only: it leaves the served page, and the tags that describe the card (its type,
// size and words, for link previews and screen readers of them) join it here, written by
// the step that makes the card rather than by page code.
import { CARD_HEIGHT, CARD_WIDTH } from '../cards/card-template.mjs';

const CARD_SOURCE = /\sdata-card="([^"]*)"/;

const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', nbsp: '\u00a0', '#39': "'" };

function decodeAttribute(value) {
  return value.replace(/&(amp|quot|lt|gt|nbsp|#39);/g, (_, name) => ENTITIES[name]);
}

const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function describingTags({ title, label, author }) {
  const alt = escapeAttribute(`${title} · ${label} · ${author}`);
  return [
    '<meta property="og:image:type" content="image/png">',
    `<meta property="og:image:width" content="${CARD_WIDTH}">`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}">`,
    `<meta property="og:image:alt" content="${alt}">`,
    `<meta name="twitter:image:alt" content="${alt}">`,
  ];
}

/**
 * The cards of the pages (`{ path, source: { title, label, author } }`, one per card path),
 * and the pages with the attribute replaced by the card's describing tags. `author` is the
 * site's author (the home page's Person).
 */
export function pageCards(pages, author) {
  const cards = new Map();
  const cleaned = pages.map((page) => ({
    ...page,
    head: page.head.flatMap((tag) => {
      const found = CARD_SOURCE.exec(tag);
      if (!found) return [tag];
      const url = /\scontent="([^"]*)"/.exec(tag)?.[1];
      const cardPath = url && decodeURIComponent(new URL(decodeAttribute(url)).pathname);
      if (!cardPath?.startsWith('/cards/') || !cardPath.endsWith('.png') || cardPath.includes('..'))
        throw new Error(`prerender: ${page.path} names a card at ${url}, not under /cards/`);
      const { title, label } = JSON.parse(decodeAttribute(found[1]));
      const source = { title, label, author };
      cards.set(cardPath, { path: cardPath, source });
      return [tag.replace(CARD_SOURCE, ''), ...describingTags(source)];
    }),
  }));
  return { cards: [...cards.values()], pages: cleaned };
}
