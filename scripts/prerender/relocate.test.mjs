import assert from 'node:assert/strict';
import { test } from 'node:test';
import { demoTopology } from '../lib/demo-topology.mjs';
import { urlRelocator } from './relocate.mjs';

// No services.
const topology = demoTopology();
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

// What each other target's relocated capture holds (`has`) and no longer holds (`lacks`).
for (const { target, name, has, lacks } of [
  {
    target: 'emulator',
    name: "emulator: section files name the section's emulator origin",
    has: [
      '<img src="http://127.0.0.1:6005/static/x.png">',
      '{"image":"http://127.0.0.1:6005/static/y.svg"}',
      'href="http://127.0.0.1:6006/remoteEntry.js"',
      'url(http://127.0.0.1:6007/static/c.webp)',
      '<a href="/blog/first-post">',
    ],
    lacks: [CRAWL, '/remotes/blog/'],
  },
  {
    target: 'local',
    name: 'local: sections stay under /remotes/<name>/ and the crawl origin is dropped',
    has: [
      '<img src="/remotes/blog/static/x.png">',
      // An absolute public URL (JSON-LD) keeps its origin; its path is still under /remotes/blog/.
      '"https://demo-site.web.app/remotes/blog/static/y.svg"',
      'href="/remotes/red/remoteEntry.js"',
      'url(/remotes/portfolio/static/c.webp)',
      '<a href="/blog/first-post">',
      '<link rel="canonical" href="/">',
    ],
    lacks: [CRAWL],
  },
]) {
  test(name, () => {
    const out = urlRelocator(topology, target, CRAWL)(capture);
    for (const part of has) assert.ok(out.includes(part), `missing: ${part}`);
    for (const part of lacks) assert.ok(!out.includes(part), `left: ${part}`);
  });
}

test('only the crawl origin is made root-relative', () => {
  const relocate = urlRelocator(topology, 'production', CRAWL);
  assert.equal(relocate(`${CRAWL}0/x`), `${CRAWL}0/x`);
  assert.equal(relocate('http://127.0.0.1:4123/x'), 'http://127.0.0.1:4123/x');
  assert.equal(relocate('https://demo-site.web.app/about'), 'https://demo-site.web.app/about');
});

test("a preview: the previewed section's files name its channel, the others their live sites", () => {
  const channel = 'https://demo-blog--pr-7-a1b2c3.web.app/';
  const relocate = urlRelocator(topology, 'production', CRAWL, { blog: channel });
  const relocated = relocate(capture);
  assert.match(relocated, /<img src="https:\/\/demo-blog--pr-7-a1b2c3\.web\.app\/static\/x\.png">/);
  assert.match(relocated, /"image":"https:\/\/demo-blog--pr-7-a1b2c3\.web\.app\/static\/y\.svg"/);
  assert.doesNotMatch(relocated, /https:\/\/demo-blog\.web\.app/);
  assert.match(relocated, /href="https:\/\/demo-red\.web\.app\/remoteEntry\.js"/);
});
