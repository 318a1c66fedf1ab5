import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { iconImage, icoOf, pngOf, siteIconFiles, SITE_ICON_FILES } from './site-icons-plugin.mjs';

const SVG = readFileSync(new URL('../shell/public/favicon.svg', import.meta.url), 'utf8');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('each PNG is the icon at its size', () => {
  const png = pngOf(SVG, 180);
  assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
  assert.deepEqual(pngSize(png), { width: 180, height: 180 });
});

test('with a background the corners are opaque; without, they stay clear', () => {
  // The source's square has rounded corners: its top-left pixel lies outside them.
  const cornerAlpha = (background) => iconImage(SVG, 64, background).pixels[3];
  assert.equal(cornerAlpha(undefined), 0);
  assert.equal(cornerAlpha('#120e14'), 255);
});

test('a .ico: its header, one entry per size pointing at that PNG', () => {
  const images = [16, 32].map((size) => ({ size, png: pngOf(SVG, size) }));
  const ico = icoOf(images);
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 2]);
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    assert.equal(ico.readUInt8(entry), size);
    assert.equal(ico.readUInt8(entry + 1), size);
    assert.equal(ico.readUInt32LE(entry + 8), png.length);
    const offset = ico.readUInt32LE(entry + 12);
    assert.deepEqual(ico.subarray(offset, offset + png.length), png);
  });
  assert.equal(ico.length, 6 + 32 + images[0].png.length + images[1].png.length);
  // 256 pixels is written as 0.
  assert.equal(icoOf([{ size: 256, png: Buffer.from('x') }]).readUInt8(6), 0);
});

test('every named file is made, each a PNG or a .ico of PNGs', () => {
  const files = new Map(siteIconFiles(SVG, '#120e14'));
  assert.deepEqual([...files.keys()].sort(), Object.values(SITE_ICON_FILES).sort());
  assert.deepEqual(pngSize(files.get(SITE_ICON_FILES.appleTouch)), { width: 180, height: 180 });
  assert.deepEqual(pngSize(files.get(SITE_ICON_FILES.large)), { width: 512, height: 512 });
  assert.deepEqual(pngSize(files.get(SITE_ICON_FILES.small)), { width: 64, height: 64 });
  assert.equal(files.get(SITE_ICON_FILES.ico).readUInt16LE(4), 3);
});
