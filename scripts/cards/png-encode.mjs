// A card's PNG from resvg's pixels, written with Node's zlib at a fast level and no row
// filters. resvg's own encoder (`asPng`) compresses harder with adaptive filters: it took
// ~18 ms of a card's ~45 ms, two fifths of a clean clone's card time (issue 42).
// This one takes ~3.5 ms (level 3, filter none: level 1 was slower), for files ~25% larger
// (27 -> 34 KB, the 300 KB limit far off); a card is fetched by a link
// preview, once, not by a reader's page.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** 8 bits a channel, RGBA (colour type 6). */
const BIT_DEPTH = 8;
const COLOUR_TYPE_RGBA = 6;
/** zlib's level 3: as small as level 6 on the cards' flat colours, in half the time. */
const DEFLATE_LEVEL = 3;
/** A row's filter type: 0, none. */
const FILTER_NONE = 0;

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

/**
 * The rows' bytes, kept from one image to the next: a new 3 MB buffer per card cost ~2.5 ms of
 * the kernel zeroing fresh pages (issue 42). Safe to reuse: the encoding is synchronous, and
 * deflate's output is a buffer of its own.
 */
let rowsScratch = Buffer.alloc(0);

/**
 * The PNG bytes of an opaque image resvg rendered (`{ width, height, pixels }`). Opaque is the
 * caller's promise (render-card.mjs paints over the card's background): resvg's pixels are
 * premultiplied, which only at full alpha are the plain RGBA a PNG holds. Checking every pixel
 * here took ~3 ms a card.
 */
export function encodeOpaquePng({ width, height, pixels }) {
  const stride = width * 4;
  const size = (stride + 1) * height;
  if (rowsScratch.length < size) rowsScratch = Buffer.allocUnsafe(size);
  const rows = rowsScratch.subarray(0, size);
  for (let row = 0; row < height; row += 1) {
    rows[row * (stride + 1)] = FILTER_NONE;
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
