import { renderToString } from 'react-dom/server';
import { SiteApp } from './site-app';

/** Elements React 19 hoists to <head>; renderToString puts them before the page's markup. */
const HOISTED = new Set(['TITLE', 'META', 'LINK', 'BASE']);

/**
 * The current page's #root HTML as React's server renderer writes it, for the prerender
 * (scripts/prerender/crawl.mjs), which calls it once the page has loaded its section in a
 * real browser: everything the page needs is loaded, so nothing suspends and the HTML is
 * complete, with the markers React needs to hydrate it (<!--$--> around Suspense
 * boundaries). The head tags are captured from the live page instead.
 */
export function renderPageHtml(): string {
  const location = window.location.pathname;
  // The router reads the page's own URL, as it does when the browser renders it.
  const html = renderToString(<SiteApp />);
  if (html.includes('<!--$!-->')) {
    throw new Error(`prerender: part of ${location} suspended; its HTML would be incomplete`);
  }
  const page = document.createElement('template');
  page.innerHTML = html;
  while (page.content.firstElementChild && HOISTED.has(page.content.firstElementChild.tagName)) {
    page.content.firstElementChild.remove();
  }
  return page.innerHTML;
}
