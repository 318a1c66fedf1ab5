// One card: satori lays the words out into an SVG with the fonts' glyphs as paths, resvg
// paints it, png-encode.mjs writes the PNG. No browser involved.
// resvg is not given the machine's fonts: the SVG holds no text, only paths, and loading them
// took ~4 ms of every card's ~27 (issue 42). A card then depends on no font installed.
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_FONTS, CARD_PALETTE } from './card-assets.mjs';
import { CARD_HEIGHT, CARD_WIDTH, cardElement } from './card-template.mjs';
import { encodePng } from './png-encode.mjs';

const RESVG_OPTIONS = {
  fitTo: { mode: /** @type {const} */ ('original') },
  font: { loadSystemFonts: false },
};

/** The card for `{ title, label, author }` as satori lays it out: an SVG of paths. */
export function cardSvg(source) {
  return satori(cardElement(source, CARD_PALETTE), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: CARD_FONTS,
  });
}

/** The PNG bytes of the card for `{ title, label, author }`. */
export async function renderCard(source) {
  return encodePng(new Resvg(await cardSvg(source), RESVG_OPTIONS).render());
}
