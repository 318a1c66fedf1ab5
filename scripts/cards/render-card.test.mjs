import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderCard } from './render-card.mjs';

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
const pngSize = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('a card is a 1200x630 PNG under 300 KB, even with a long title', async () => {
  for (const title of ['Short', 'A title long enough to wrap over four lines '.repeat(4)]) {
    const png = Buffer.from(await renderCard({ title, label: 'Essays', author: 'The Author' }));
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.deepEqual(pngSize(png), { width: 1200, height: 630 });
    assert.ok(png.length < 300 * 1024, `${png.length} bytes`);
  }
});
