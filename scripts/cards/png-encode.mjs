// A card's PNG from resvg's pixels, written with Node's zlib at a fast level and no row
// filters. resvg's own encoder (`asPng`) compresses harder with adaptive filters: it took
// ~18 ms of a card's ~45 ms, two fifths of a clean clone's card time (issue 42).
// This one takes ~4 ms (level 3, filter none: level 1 was slower), for files ~25% larger
// (27 -> 34 KB, the 300 KB limit far off); a card is fetched by a link
// preview, once, not by a reader's page.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** 8 bits a channel, RGBA (colour type 6). */
const BIT_DEPTH = 8;
const COLOUR_TYPE_RGBA = 6;
/** zlib's level 3: as small as level 6 on the cards' flat colours, in half the time. */
const DEFLATE_LEVEL = 3;

/** PNG's CRC-32 (the same as zlib's); `zlib.crc32` since Node 20.15, this table before it. */
const crc32 =
  zlib.crc32 ??
  (() => {
    const table = Array.from({ length: 256 }, (_, byte) => {
      let value = byte;
      for (let bit = 0; bit < 8; bit += 1)
        value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
      return value >>> 0;
    });
    return (bytes, crc = 0) => {
      let value = ~crc >>> 0;
      for (const byte of bytes) value = table[(value ^ byte) & 0xff] ^ (value >>> 8);
      return ~value >>> 0;
    };
  })();

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return [head, data, crc];
}

/** Whether every pixel is opaque (resvg's pixels are premultiplied: only then are they plain RGBA). */
function isOpaque(pixels) {
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 255) return false;
  return true;
}

/**
 * The PNG bytes of an image resvg rendered (`{ width, height, pixels, asPng }`). An image with
 * any transparent pixel is left to resvg's encoder, which un-premultiplies its colours.
 */
export function encodePng(image) {
  const { width, height, pixels } = image;
  if (!isOpaque(pixels)) return image.asPng();
  const stride = width * 4;
  // Each row is preceded by its filter type: 0, none.
  const rows = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    pixels.copy(rows, row * (stride + 1) + 1, row * stride, (row + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(BIT_DEPTH, 8);
  header.writeUInt8(COLOUR_TYPE_RGBA, 9);
  // Compression 0, filter method 0, no interlace: bytes 10-12 stay 0.
  return Buffer.concat([
    SIGNATURE,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlib.deflateSync(rows, { level: DEFLATE_LEVEL })),
    ...chunk('IEND', Buffer.alloc(0)),
  ]);
}
