// One card: satori lays the words out into an SVG with the fonts' glyphs as paths, resvg
// paints it, png-encode.mjs writes the PNG. No browser involved.
// resvg is not given the machine's fonts: the SVG holds no text, only paths, and loading them
// took ~4 ms of every card's ~27 (issue 42). A card then depends on no font installed.
// resvg paints over the card's background colour: every pixel is then opaque, whatever the
// template draws, which is what png-encode.mjs's fast encoder needs.
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_FONTS, CARD_PALETTE } from './card-assets.mjs';
import { CARD_HEIGHT, CARD_WIDTH, cardElement } from './card-template.mjs';
import { encodeOpaquePng } from './png-encode.mjs';

/** How resvg paints a card: at its size, with no font of the machine, over its background. */
export const CARD_RESVG_OPTIONS = {
  fitTo: { mode: /** @type {const} */ ('original') },
  font: { loadSystemFonts: false },
  background: CARD_PALETTE.background,
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
  return encodeOpaquePng(new Resvg(await cardSvg(source), CARD_RESVG_OPTIONS).render());
}
