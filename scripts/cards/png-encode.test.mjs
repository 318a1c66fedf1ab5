import assert from 'node:assert/strict';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { encodeOpaquePng } from './png-encode.mjs';
import { CARD_RESVG_OPTIONS, renderCard } from './render-card.mjs';

/** The chunks of a PNG, each CRC checked. */
function chunksOf(png) {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    assert.equal(crc, zlib.crc32(png.subarray(offset + 4, offset + 8 + length)), `${type}'s CRC`);
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

/** The RGBA pixels of a PNG this encoder wrote (filter type 0 on every row). */
function pixelsOf(png) {
  const chunks = chunksOf(png);
  assert.deepEqual(
    chunks.map(({ type }) => type),
    ['IHDR', 'IDAT', 'IEND'],
  );
  const header = chunks[0].data;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  assert.deepEqual([...header.subarray(8)], [8, 6, 0, 0, 0], '8-bit RGBA, not interlaced');
  const rows = zlib.inflateSync(chunks[1].data);
  assert.equal(rows.length, (width * 4 + 1) * height);
  const pixels = Buffer.alloc(width * 4 * height);
  for (let row = 0; row < height; row += 1) {
    const start = row * (width * 4 + 1);
    assert.equal(rows[start], 0, `row ${row}'s filter`);
    rows.copy(pixels, row * width * 4, start + 1, start + 1 + width * 4);
  }
  return { width, height, pixels };
}

test('an opaque image is written as RGBA rows the decoder gives back unchanged', () => {
  const pixels = Buffer.from([
    ...[10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255],
    ...[255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255],
  ]);
  assert.deepEqual(pixelsOf(encodeOpaquePng({ width: 3, height: 2, pixels })), {
    width: 3,
    height: 2,
    pixels,
  });
});

test('images of other sizes one after another each come back as they were', () => {
  // The rows' buffer is kept between images: a smaller one after a larger must not carry
  // the larger one's bytes, nor a larger one after it the smaller one's row starts.
  const image = (width, height, seed) => ({
    width,
    height,
    pixels: Buffer.from(
      Array.from({ length: width * height * 4 }, (_, index) =>
        index % 4 === 3 ? 255 : (index * seed) % 251,
      ),
    ),
  });
  for (const next of [image(7, 5, 3), image(2, 3, 5), image(4, 9, 7), image(7, 5, 11)]) {
    assert.deepEqual(pixelsOf(encodeOpaquePng(next)), next);
  }
});

test('what resvg paints with the card options comes back pixel for pixel, opaque', () => {
  // A circle on nothing: without the card's background its corners would be transparent.
  const painted = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><circle cx="10" cy="10" r="7" fill="#f4c95d"/></svg>`,
    CARD_RESVG_OPTIONS,
  ).render();
  const { pixels } = pixelsOf(encodeOpaquePng(painted));
  assert.deepEqual(pixels, Buffer.from(painted.pixels));
  for (let alpha = 3; alpha < pixels.length; alpha += 4) assert.equal(pixels[alpha], 255);
});

test('a card is written by this encoder: 1200x630, opaque corner to corner', async () => {
  const card = await renderCard({
    title: 'Letters to the station master',
    label: 'Marginalia',
    author: 'The Author',
  });
  const decoded = pixelsOf(Buffer.from(card));
  assert.deepEqual([decoded.width, decoded.height], [1200, 630]);
  for (let alpha = 3; alpha < decoded.pixels.length; alpha += 4) {
    if (decoded.pixels[alpha] !== 255) assert.fail(`pixel ${(alpha - 3) / 4} is not opaque`);
  }
});
