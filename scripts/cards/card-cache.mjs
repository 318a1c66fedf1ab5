// Cards are made again only when what they show changes: each is kept in a cache between
// builds under the hash of its words, the template's version, the fonts and the colours. The
// cache is under node_modules/.cache (never committed, kept by CI caches of node_modules, and
// shared by the bench's copies of the repository, which link this checkout's node_modules).
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// SITE_CARDS_CACHE: another folder (the content bench's cold builds start from an empty one).
export const DEFAULT_CACHE_DIR =
  process.env.SITE_CARDS_CACHE ||
  fileURLToPath(new URL('../../node_modules/.cache/site-cards/', import.meta.url));

/** A card not used by any build for this long leaves the cache. */
const KEEP_UNUSED_MS = 30 * 24 * 60 * 60 * 1000;

/** The key of a card: everything that changes its pixels. */
export function cardKey(source, { templateVersion, fontsDigest, palette }) {
  return createHash('sha256')
    .update(
      JSON.stringify([
        templateVersion,
        fontsDigest,
        palette,
        source.title,
        source.label,
        source.author,
      ]),
    )
    .digest('hex');
}

/** Where the cache keeps the card of `key`. */
export function cachedCardFile(cacheDir, key) {
  return path.join(cacheDir, `${key}.png`);
}

/**
 * Writes each card to `outDir` + its path, from the cache when it holds the card's key, else
 * made by `render(source)` (PNG bytes) and kept. The cards to make are asked for all at once:
 * a `render` that makes several at a time (card-pool.mjs) makes them in parallel. Returns how
 * many were made and reused.
 */
export async function writeCards(cards, { outDir, cacheDir = DEFAULT_CACHE_DIR, assets, render }) {
  mkdirSync(cacheDir, { recursive: true });
  const now = new Date();
  const kept = new Map(); // key -> file in the cache; two pages may share one card
  const toMake = new Map(); // key -> source
  for (const { source } of cards) {
    const key = cardKey(source, assets);
    if (kept.has(key)) continue;
    const file = cachedCardFile(cacheDir, key);
    kept.set(key, file);
    if (existsSync(file))
      utimesSync(file, now, now); // used: kept for another while
    else toMake.set(key, source);
  }
  await Promise.all(
    [...toMake].map(async ([key, source]) => {
      const file = /** @type {string} */ (kept.get(key));
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, await render(source));
      renameSync(partial, file); // whole or absent, even if two builds run at once
    }),
  );
  for (const card of cards) {
    const target = path.join(outDir, card.path);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(/** @type {string} */ (kept.get(cardKey(card.source, assets))), target);
  }
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (now.getTime() - statSync(file).mtimeMs > KEEP_UNUSED_MS) rmSync(file, { force: true });
  }
  return { made: toMake.size, reused: cards.length - toMake.size };
}
