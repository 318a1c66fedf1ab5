// Cards started while the pages are still being rendered: the crawl leaves the cores idle
// now and then (a tab waiting on its data, the crawl's own round trips), and a card needs only
// its page's words. `want(source)` starts a card the cache does not hold, once; `render(source)`
// is writeCards' renderer (card-cache.mjs), handing back the card already under way or
// starting it. Cards the cache holds are never started: a warm build paints none.
import { existsSync } from 'node:fs';
import { DEFAULT_CACHE_DIR, cachedCardFile, cardKey } from './card-cache.mjs';

/**
 * @param {{ assets: object, render: (source: object) => Promise<Buffer>, cacheDir?: string }} options
 */
export function cardsAhead({ assets, render, cacheDir = DEFAULT_CACHE_DIR }) {
  /** @type {Map<string, Promise<Buffer>>} */
  const started = new Map();

  function start(key, source) {
    const card = render(source);
    // Read by writeCards, which reports a failure; until then it is not an unhandled one.
    card.catch(() => undefined);
    started.set(key, card);
    return card;
  }

  return {
    want(source) {
      const key = cardKey(source, assets);
      if (started.has(key) || existsSync(cachedCardFile(cacheDir, key))) return;
      start(key, source);
    },
    render(source) {
      const key = cardKey(source, assets);
      return started.get(key) ?? start(key, source);
    },
  };
}
