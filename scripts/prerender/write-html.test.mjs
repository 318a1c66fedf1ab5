import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  COLOR_SCHEME_CSP_HASH,
  COLOR_SCHEME_SCRIPT,
  EARLY_TAPS_CSP_HASH,
  EARLY_TAPS_SCRIPT,
} from '@site/hosting-policy';
import {
  firstPaintHints,
  pageFile,
  prerenderedHtml,
  removePrerenderedPages,
  writePage,
} from './write-html.mjs';

/** The shell's built index.html, as the build minifies it. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="description" content="The default description.">
    <title>Site</title>
  </head>
  <body>
    <div id="root"></div>
    <script src="/static/js/main.js"></script>
  </body>
</html>
`;

/** Author text with every String.replace pattern: `$$`, `$&`, "$`", `$'` and a group number. */
const AUTHOR = "Price: $$5, then $& and $` and $' and $1 — all kept.";

function page(overrides = {}) {
  return {
    path: '/blog/a-post',
    head: [
      `<title>${AUTHOR}</title>`,
      `<meta name="description" content="${AUTHOR}">`,
      '<link rel="canonical" href="https://example.com/blog/a-post">',
    ],
    css: '.a{color:red}',
    root: `<article><h1>${AUTHOR}</h1><p>$$ $&amp; $\` $'</p></article>`,
    remoteEntries: ['https://blog.example.com/remoteEntry.js'],
    pageChunks: [],
    ...overrides,
  };
}

test("the author's text is kept character for character", () => {
  const html = prerenderedHtml(TEMPLATE, page());
  assert.ok(html.includes(`<title data-prerendered="">${AUTHOR}</title>`));
  assert.ok(html.includes(`<meta data-prerendered="" name="description" content="${AUTHOR}">`));
  assert.ok(
    html.includes(
      `<div id="root" data-prerendered-for="/blog/a-post"><article><h1>${AUTHOR}</h1><p>$$ $&amp; $\` $'</p></article></div>`,
    ),
  );
  // The template around the insertions is untouched.
  assert.ok(html.startsWith('<!doctype html>\n<html lang="en">\n  <head>\n'));
  assert.ok(html.endsWith('<script src="/static/js/main.js"></script>\n  </body>\n</html>\n'));
});

test('head: preload of the section entry, marked tags and the CSS, before </head>', () => {
  const html = prerenderedHtml(TEMPLATE, page({ css: '.a{}</style><script>x</script>' }));
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(
    head.includes(
      '<link data-prerendered="" rel="preload" href="https://blog.example.com/remoteEntry.js" as="script">',
    ),
  );
  assert.ok(head.includes('<link data-prerendered="" rel="canonical"'));
  assert.ok(
    head.includes('<style data-prerendered-css="">.a{}<\\/style><script>x</script></style>'),
  );
  assert.ok(!html.includes('The default description.'), 'the default description is replaced');
  assert.equal(html.match(/<\/head>/g).length, 1);
  assert.equal(html.match(/<div id="root"/g).length, 1);
});

test('the early-taps script comes first in the head, exactly as the CSP hash allows it', () => {
  const html = prerenderedHtml(TEMPLATE, page());
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const firstInserted = head.indexOf('<script>');
  assert.ok(firstInserted > 0 && firstInserted < head.indexOf('data-prerendered'));
  assert.ok(head.includes(`<script>${EARLY_TAPS_SCRIPT}</script>`));
  const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
  assert.equal(EARLY_TAPS_CSP_HASH, `'sha256-${hash}'`);
});

test('the colour-scheme script is in the head, before the page, exactly as the CSP hash allows it', () => {
  const html = prerenderedHtml(TEMPLATE, page());
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const at = head.indexOf(`<script>${COLOR_SCHEME_SCRIPT}</script>`);
  assert.ok(at > 0 && at < head.indexOf('data-prerendered-css'));
  const hash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
  assert.equal(COLOR_SCHEME_CSP_HASH, `'sha256-${hash}'`);
});

test('the home page has no section entry preload', () => {
  const html = prerenderedHtml(TEMPLATE, page({ path: '/' }));
  assert.ok(!html.includes('rel="preload"'));
});

test("the shell's chunk of the page is preloaded, on the home page too", () => {
  const html = prerenderedHtml(
    TEMPLATE,
    page({ path: '/', pageChunks: ['/static/js/page-home.0123456789.js'] }),
  );
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(
    head.includes(
      '<link data-prerendered="" rel="preload" href="/static/js/page-home.0123456789.js" as="script">',
    ),
  );
  assert.equal(head.match(/rel="preload"/g).length, 1, 'and no section entry on the home page');
});

test('an image the page marks fetchpriority="high" is preloaded first, before any script', () => {
  const template = TEMPLATE.replace(
    '</head>',
    '<script defer src="/static/js/main.js"></script></head>',
  );
  const html = prerenderedHtml(
    template,
    page({
      root:
        '<article><h1>Post</h1><img src="https://blog.example.com/static/svg/slipper.svg" width="600" height="400" alt="" fetchpriority="high"/>' +
        '<img src="/later.svg" alt="" loading="lazy"/></article>',
    }),
  );
  const hint =
    '<link data-prerendered="" rel="preload" as="image" href="https://blog.example.com/static/svg/slipper.svg" fetchpriority="high">';
  assert.ok(html.includes(`<meta charset="utf-8">${hint}`));
  assert.ok(html.indexOf(hint) < html.indexOf('<script'));
  assert.ok(!html.includes('href="/later.svg"'));
});

test('no image preload when the page marks none', () => {
  const html = prerenderedHtml(TEMPLATE, page());
  assert.ok(!html.includes('as="image"'));
});

test('a template without an anchor fails, naming it', () => {
  assert.throws(
    () => prerenderedHtml(TEMPLATE.replace('</head>', ''), page()),
    /prerender: the page template has no <\/head>/,
  );
  assert.throws(
    () =>
      prerenderedHtml(TEMPLATE.replace('<div id="root"></div>', '<div id="root"> </div>'), page()),
    /prerender: the page template has no <div id="root"><\/div>/,
  );
});

test('pageFile: /, /404 and nested paths', () => {
  assert.equal(pageFile('/d', '/'), path.join('/d', 'index.html'));
  assert.equal(pageFile('/d', '/404'), path.join('/d', '404.html'));
  assert.equal(pageFile('/d', '/blog/a-post'), path.join('/d', 'blog/a-post/index.html'));
});

test('writePage writes the page where Hosting serves it', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prerender-write-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const target = writePage(dir, TEMPLATE, page());
  assert.equal(target, path.join(dir, 'blog/a-post/index.html'));
  assert.equal(readFileSync(target, 'utf8'), prerenderedHtml(TEMPLATE, page()));
});

test('removePrerenderedPages clears an earlier prerender below the root, and only that', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prerender-clear-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const post = writePage(dir, TEMPLATE, page());
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  writeFileSync(path.join(dir, 'static/js/main.js'), '');
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs/index.html'), '<p>not a prerendered page</p>');

  assert.deepEqual(removePrerenderedPages(dir), [post]);

  assert.equal(existsSync(path.join(dir, 'blog')), false, 'the emptied folders go too');
  assert.equal(existsSync(path.join(dir, 'index.html')), true);
  assert.equal(existsSync(path.join(dir, 'static/js/main.js')), true);
  assert.equal(existsSync(path.join(dir, 'docs/index.html')), true);
});

test('a prerendered page drops the notice for readers without JavaScript: it reads without', () => {
  const template = TEMPLATE.replace(
    '<div id="root"></div>',
    '<div id="root"></div>\n    <noscript><p>This site needs JavaScript to show its pages.</p></noscript>',
  );
  const html = prerenderedHtml(template, page());
  assert.ok(!html.includes('<noscript>'));
  assert.ok(!html.includes('needs JavaScript'));
  assert.ok(html.includes('<div id="root" data-prerendered-for="/blog/a-post">'));
});

test("the first paint waits for the page's <main>, named by its own id, so its bar is painted whole", () => {
  const html = prerenderedHtml(
    TEMPLATE,
    page({
      root: '<header><nav>…</nav></header><main id="content" tabindex="-1"><h1>A</h1></main>',
    }),
  );
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(
    head.includes('<link data-prerendered="" rel="expect" href="#content" blocking="render">'),
  );
  assert.deepEqual(firstPaintHints(page({ root: '<article><h1>No main</h1></article>' })), []);
});
