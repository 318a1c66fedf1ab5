// Writes one prerendered HTML file per page: the shell's index.html with the page's head
// tags, its CSS and its rendered #root, so crawlers and no-JS readers get the words. Every
// injected head element carries data-prerendered; the shell removes them once React owns
// the head.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_DESCRIPTION = /<meta name="description"[^>]*>/;

function mark(tag) {
  return tag.replace(/^<(\w+)/, '<$1 data-prerendered=""');
}

/**
 * On a section's page, the browser fetches the section's `remoteEntry.js` while the shell's
 * own scripts load, instead of after them: one round trip less before the section's code.
 * (Not its chunks: see remoteEntries in crawl.mjs. Not on the home page, whose showcase
 * loads near the viewport or at idle on purpose.) A remote redeployed elsewhere since the
 * prerender makes this a wasted fetch until the next prerender, nothing worse (decision 003).
 */
function sectionEntryHints(page) {
  if (page.path === '/') return [];
  return page.remoteEntries.map(
    (href) => `<link data-prerendered="" rel="preload" href="${href}" as="script">`,
  );
}

export function prerenderedHtml(template, page) {
  const head = [
    ...sectionEntryHints(page),
    ...page.head.map(mark),
    `<style data-prerendered="">${page.css.replace(/<\/style/gi, '<\\/style')}</style>`,
  ].join('');
  return template
    .replace(DEFAULT_DESCRIPTION, '')
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.root}</div>`);
}

export function writePage(distDir, template, page) {
  const target =
    page.path === '/'
      ? path.join(distDir, 'index.html')
      : path.join(distDir, page.path.slice(1), 'index.html');
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, prerenderedHtml(template, page));
  return target;
}
