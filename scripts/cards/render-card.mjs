// One card: satori lays the words out into an SVG with the fonts' glyphs as paths, resvg
// paints it, png-encode.mjs writes the PNG. No browser involved.
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_FONTS, CARD_PALETTE } from './card-assets.mjs';
import { CARD_HEIGHT, CARD_WIDTH, cardElement } from './card-template.mjs';
import { encodePng } from './png-encode.mjs';

/** The PNG bytes of the card for `{ title, label, author }`. */
export async function renderCard(source) {
  const svg = await satori(cardElement(source, CARD_PALETTE), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: CARD_FONTS,
  });
  return encodePng(new Resvg(svg, { fitTo: { mode: 'original' } }).render());
}
