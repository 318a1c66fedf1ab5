import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkTopology } from '@site/hosting-policy';
import { urlRelocator } from './relocate.mjs';

const DEMO_TOPOLOGY = JSON.parse(
  readFileSync(
    new URL('../../hosting-policy/fixtures/demo-topology.json', import.meta.url),
    'utf8',
  ),
);

// The test topology of every hosting test (hosting-policy/fixtures/), with no services.
const topology = checkTopology({
  ...DEMO_TOPOLOGY,
  services: { formBuilderOrigin: '', firestore: false, analytics: false },
});
const CRAWL = 'http://127.0.0.1:41234';

/** A captured page: section files on the crawl server and on the public site, shell URLs. */
const capture = [
  `<img src="${CRAWL}/remotes/blog/static/x.png">`,
  '<script type="application/ld+json">{"image":"https://demo-site.web.app/remotes/blog/static/y.svg"}</script>',
  '<link rel="preload" href="/remotes/red/remoteEntry.js" as="script">',
  `<a href="${CRAWL}/blog/first-post">post</a>`,
  `<link rel="canonical" href="${CRAWL}/">`,
  `<p style="background:url(${CRAWL}/remotes/portfolio/static/c.webp)">text</p>`,
  '<p>See /remotes/unknown/ and https://example.com/page.</p>',
].join('\n');

test('production: section files name the section site, crawl URLs become root-relative', () => {
  const relocate = urlRelocator(topology, 'production', CRAWL);
  assert.equal(
    relocate(capture),
    [
      '<img src="https://demo-blog.web.app/static/x.png">',
      '<script type="application/ld+json">{"image":"https://demo-blog.web.app/static/y.svg"}</script>',
      '<link rel="preload" href="https://demo-red.web.app/remoteEntry.js" as="script">',
      '<a href="/blog/first-post">post</a>',
      '<link rel="canonical" href="/">',
      '<p style="background:url(https://demo-portfolio.web.app/static/c.webp)">text</p>',
      '<p>See /remotes/unknown/ and https://example.com/page.</p>',
    ].join('\n'),
  );
});

test("emulator: section files name the section's emulator origin", () => {
  const relocate = urlRelocator(topology, 'emulator', CRAWL);
  const out = relocate(capture);
  assert.ok(out.includes('<img src="http://127.0.0.1:6005/static/x.png">'));
  assert.ok(out.includes('{"image":"http://127.0.0.1:6005/static/y.svg"}'));
  assert.ok(out.includes('href="http://127.0.0.1:6006/remoteEntry.js"'));
  assert.ok(out.includes('url(http://127.0.0.1:6007/static/c.webp)'));
  assert.ok(out.includes('<a href="/blog/first-post">'));
  assert.ok(!out.includes(CRAWL));
  assert.ok(!out.includes('/remotes/blog/'));
});

test('local: sections stay under /remotes/<name>/ and the crawl origin is dropped', () => {
  const relocate = urlRelocator(topology, 'local', CRAWL);
  const out = relocate(capture);
  assert.ok(out.includes('<img src="/remotes/blog/static/x.png">'));
  // An absolute public URL (JSON-LD) keeps its origin; its path is still under /remotes/blog/.
  assert.ok(out.includes('"https://demo-site.web.app/remotes/blog/static/y.svg"'));
  assert.ok(out.includes('href="/remotes/red/remoteEntry.js"'));
  assert.ok(out.includes('url(/remotes/portfolio/static/c.webp)'));
  assert.ok(out.includes('<a href="/blog/first-post">'));
  assert.ok(out.includes('<link rel="canonical" href="/">'));
  assert.ok(!out.includes(CRAWL));
});

test('only the crawl origin is made root-relative', () => {
  const relocate = urlRelocator(topology, 'production', CRAWL);
  assert.equal(relocate(`${CRAWL}0/x`), `${CRAWL}0/x`);
  assert.equal(relocate('http://127.0.0.1:4123/x'), 'http://127.0.0.1:4123/x');
  assert.equal(relocate('https://demo-site.web.app/about'), 'https://demo-site.web.app/about');
});
