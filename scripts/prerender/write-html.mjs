// Writes one prerendered HTML file per page: the shell's index.html with the page's head
// tags, its CSS and its rendered #root, so crawlers and no-JS readers get the words. Every
// injected head element carries data-prerendered; the shell removes them once React owns
// the head.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COLOR_SCHEME_SCRIPT, EARLY_TAPS_SCRIPT } from '@site/hosting-policy';

const DEFAULT_DESCRIPTION = /<meta name="description"[^>]*>/;
/** The template's notice for readers without JavaScript: a prerendered page reads without. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/g;
const ROOT = '<div id="root"></div>';
/** The template's first head element: what comes right after it is requested first. */
const CHARSET = '<meta charset="utf-8">';

function mark(tag) {
  return tag.replace(/^<(\w+)/, '<$1 data-prerendered=""');
}

/**
 * The scripts a page needs that its HTML would not name, fetched while the shell's own
 * scripts load instead of after them: one round trip less before the page hydrates.
 * - A section's `remoteEntry.js` (not its chunks: see recordPageScripts in crawl.mjs). Not
 *   on the home page, whose showcase loads near the viewport or at idle on purpose. A remote
 *   redeployed elsewhere since the prerender makes this a wasted fetch until the next
 *   prerender, nothing worse (decision 003).
 * - The shell's chunk of the page itself (the home page's, the 404 page's), built with the
 *   shell: its name is this release's.
 */
function scriptHints(page) {
  const entries = page.path === '/' ? [] : page.remoteEntries;
  return [...entries, ...page.pageChunks].map(
    (href) => `<link data-prerendered="" rel="preload" href="${href}" as="script">`,
  );
}

/**
 * The image a page marks as its largest paint (`<img fetchpriority="high">`, e.g. a post's
 * illustration at the top) is requested before the page's scripts: a preload first in the
 * head, so it does not queue behind them for the connections and the bandwidth. Only what
 * the page's own markup marks: the prerender does not guess.
 */
export function priorityImageHints(page) {
  const hints = [];
  for (const [tag] of page.root.matchAll(/<img\b[^>]*>/g)) {
    if (!/\sfetchpriority="high"/.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src) {
      hints.push(
        `<link data-prerendered="" rel="preload" as="image" href="${src}" fetchpriority="high">`,
      );
    }
  }
  return hints;
}

/**
 * The first paint waits until the page's <main> has been read (`rel=expect` with
 * `blocking=render`; Chromium, ignored elsewhere), so the bar above it is painted whole. Painted
 * while its HTML was still being read, the bar's row of links sat at the right end holding only
 * its first icon, which then jumped into place as the rest came (a layout shift a loaded
 * machine showed: e2e/tests/readings.spec.ts). The bar is the body's first ~4 KB, so the wait
 * is that much reading. The id is the page's own (its markup decides it, not this script).
 */
export function firstPaintHints(page) {
  const id = /<main\b[^>]*\sid="([^"]+)"/.exec(page.root)?.[1];
  return id ? [`<link data-prerendered="" rel="expect" href="#${id}" blocking="render">`] : [];
}

/** Replaces the one `anchor` in `html`; a missing anchor fails the build, not the page. */
function insertAt(html, anchor, make) {
  const at = html.indexOf(anchor);
  if (at === -1) throw new Error(`prerender: the page template has no ${anchor}`);
  // Slicing, not String.replace: a replacement string would read `$&`, `$$`... in an
  // author's text as patterns.
  return `${html.slice(0, at)}${make(anchor)}${html.slice(at + anchor.length)}`;
}

export function prerenderedHtml(template, page) {
  const head = [
    // First, so that no tap on the page can come before it (hosting-policy/inline/early-taps.js).
    `<script>${EARLY_TAPS_SCRIPT}</script>`,
    // The reader's colour scheme, set before the body is painted (inline/color-scheme.js).
    `<script>${COLOR_SCHEME_SCRIPT}</script>`,
    ...scriptHints(page),
    ...firstPaintHints(page),
    ...page.head.map(mark),
    // Not data-prerendered: it stays after hydration (see PrerenderedHeadCleanup).
    `<style data-prerendered-css="">${page.css.replace(/<\/style/gi, '<\\/style')}</style>`,
  ].join('');
  const withoutDescription = template
    .replace(DEFAULT_DESCRIPTION, () => '')
    .replace(NOSCRIPT, () => '');
  const withPriorityImages = insertAt(
    withoutDescription,
    CHARSET,
    (anchor) => `${anchor}${priorityImageHints(page).join('')}`,
  );
  const withHead = insertAt(withPriorityImages, '</head>', (anchor) => `${head}${anchor}`);
  // The page's path tells the shell which URL this HTML was rendered for: the 404 page,
  // served for every unknown path, is painted afresh rather than adopted (bootstrap.tsx).
  const forPath = page.path.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return insertAt(
    withHead,
    ROOT,
    () => `<div id="root" data-prerendered-for="${forPath}">${page.root}</div>`,
  );
}

/** Where a page's file goes: `/` is index.html, `/404` is 404.html, `/x/y` is x/y/index.html. */
export function pageFile(distDir, pagePath) {
  if (pagePath === '/') return path.join(distDir, 'index.html');
  if (pagePath === '/404') return path.join(distDir, '404.html');
  return path.join(distDir, pagePath.slice(1), 'index.html');
}

export function writePage(distDir, template, page) {
  const target = pageFile(distDir, page.path);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, prerenderedHtml(template, page));
  return target;
}

/**
 * Removes the pages an earlier prerender wrote below `distDir` (not its own index.html and
 * 404.html, which the prerender resets to the SPA), and the folders left empty. The crawl
 * must meet the app on every path, never an earlier prerender of it: that would hand the
 * app the old words to adopt (a prerendered post's text is taken from the page), and a
 * page since removed from the site would stay served.
 */
export function removePrerenderedPages(distDir) {
  const removed = [];
  const sweep = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(dir, entry.name);
      const page = path.join(folder, 'index.html');
      if (existsSync(page) && readFileSync(page, 'utf8').includes('data-prerendered-for=')) {
        rmSync(page);
        removed.push(page);
      }
      sweep(folder);
      if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
    }
  };
  sweep(distDir);
  return removed;
}
