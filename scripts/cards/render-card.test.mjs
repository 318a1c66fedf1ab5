import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { cardSvg, renderCard } from './render-card.mjs';

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

test('a card is paths only: resvg paints it without any font of the machine', async () => {
  const sources = [
    { title: 'Ce que la rivière a gardé — “un nom”', label: 'Poésie', author: 'Zoë Ångström' },
    { title: 'https://example.org/a-very-long-address-without-a-break', label: 'x', author: 'y' },
  ];
  for (const source of sources) {
    const svg = await cardSvg(source);
    assert.match(svg, /<path /);
    assert.doesNotMatch(svg, /<text|<tspan|font-family/);
  }
});

// Before the card cut its words, this title took the process past 4 GB and out of memory
// (20,000 characters: 0.9 GB, 8 s). It runs in a process of its own, so that its peak memory
// is its own, and with a small heap, so that a return of that cost fails in seconds instead
// of filling the machine.
const HUGE_TITLE_CARD = `
  import { renderCard } from ${JSON.stringify(new URL('./render-card.mjs', import.meta.url).href)};
  const png = await renderCard({ title: 'a'.repeat(100000), label: 'Essays', author: 'The Author' });
  process.stdout.write(JSON.stringify({
    png: Buffer.from(png).toString('base64'),
    maxRssKb: process.resourceUsage().maxRSS,
  }));
`;

test('a 100,000-character unbroken title is drawn cut, in bounded time and memory', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--max-old-space-size=192', '--input-type=module', '--eval', HUGE_TITLE_CARD],
    { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
  );
  const { png, maxRssKb } = JSON.parse(stdout);
  // Node, satori and resvg with the fonts take ~150 MB; the uncut title passed 400 MB at
  // 10,000 characters.
  assert.ok(maxRssKb < 400 * 1024, `peak ${Math.round(maxRssKb / 1024)} MB`);
  const drawn = Buffer.from(png, 'base64');
  assert.deepEqual(pngSize(drawn), { width: 1200, height: 630 });
  // The card holds a few hundred characters: one of a thousand is drawn the same, cut.
  const cut = Buffer.from(
    await renderCard({ title: 'a'.repeat(1000), label: 'Essays', author: 'The Author' }),
  );
  assert.ok(drawn.equals(cut), 'the card is the one a 1,000-character title makes');
});
