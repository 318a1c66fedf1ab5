import { expect, test } from '../support/test';
import { publishedPosts } from '../support/blog';
import { poemPath, readableEntries } from '../support/content';

// Every post and every readable poem previews with a card of its own (decision 019): the
// served page's og:image and twitter:image name one 1200x630 PNG under 300 KB on the shell's
// site, with its size in the head. Read from the served HTML, before any script runs.

const PAGES = [
  ...publishedPosts().map((post) => post.route),
  ...readableEntries.map((entry) => poemPath(entry)),
];

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const tag = html.match(new RegExp(`<meta[^>]*\\s${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? null;
}

/** Width and height from a PNG's IHDR chunk, after its 8-byte signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('there are posts and poems to preview', () => {
  expect(publishedPosts().length).toBeGreaterThan(0);
  expect(readableEntries.length).toBeGreaterThan(0);
});

for (const pagePath of PAGES) {
  test(`${pagePath} previews with its own card`, async ({ request }) => {
    const html = await (await request.get(pagePath)).text();
    const image = metaContent(html, 'property', 'og:image');
    expect(image).toMatch(/^https?:\/\/[^/]+\/cards\/.+\.png$/);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'property', 'og:image:alt')).toBeTruthy();
    // The words the card was made from are the prerender's, not the reader's.
    expect(html).not.toContain('data-card=');
    // Absolute on the public origin, as the canonical is; the same path on this server.
    const canonical = html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1] ?? '';
    const url = new URL(image ?? '');
    expect(url.origin).toBe(new URL(canonical).origin);
    const response = await request.get(url.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300 * 1024);
  });
}

test('a card draws in the browser: 1200x630, opaque to its corners', async ({ page, request }) => {
  const html = await (await request.get(PAGES[0]!)).text();
  const image = new URL(metaContent(html, 'property', 'og:image') ?? '');
  await page.goto(PAGES[0]!);
  const drawn = await page.evaluate(async (src) => {
    const picture = new Image();
    picture.src = src;
    await picture.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [picture.naturalWidth, picture.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0);
    const corners = [
      [0, 0],
      [canvas.width - 1, canvas.height - 1],
    ].map(([x, y]) => [...context.getImageData(x!, y!, 1, 1).data]);
    return { width: picture.naturalWidth, height: picture.naturalHeight, corners };
  }, image.pathname);
  expect([drawn.width, drawn.height]).toEqual([1200, 630]);
  for (const [, , , alpha] of drawn.corners) expect(alpha).toBe(255);
});

test('each post and poem has a card of its own', async ({ request }) => {
  const images = new Set<string>();
  for (const pagePath of PAGES) {
    images.add(metaContent(await (await request.get(pagePath)).text(), 'property', 'og:image')!);
  }
  expect(images.size).toBe(PAGES.length);
});

test('the service worker does not precache the cards', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  expect(worker.length).toBeGreaterThan(0);
  expect(worker).not.toMatch(/["']\/cards\//);
});
