import { REMOTES, remoteForPath, type RemoteScope } from '../sections/section-list';
import { KIND_FILTER } from '@site/shared/design/writing-index';
import { renderToString } from 'react-dom/server';
import { SiteApp } from '../app/site-app';
import { LISTS_WRITING_ATTRIBUTE, type WritingEntry } from '../search/search-contents';
import { emotionClassesOf } from './page-css';

/** Elements React 19 hoists to <head>; renderToString writes them before the page's markup. */
const HOISTED = new Set(['TITLE', 'META', 'LINK', 'BASE']);
/**
 * Resource hints the server renderer adds on its own (an image preload per <img>): not the
 * page's head tags, and the browser's render does not add them. The prerender chooses its
 * own hints (scripts/prerender/write-html.mjs).
 */
const RENDERER_HINT = /^(preload|modulepreload|preconnect|dns-prefetch|prefetch)$/;

/** One page as React's server renderer writes it, in parts (scripts/prerender/write-html.mjs). */
export interface RenderedPage {
  path: string;
  /** The head tags the page renders (title, description, canonical, link previews...). */
  head: string[];
  /** #root's HTML, with the markers React needs to hydrate it (<!--$--> around Suspense). */
  root: string;
  jsonLd: string[];
  title: string;
  canonical: string | null;
  /** The page says it is not a page (the 404 page's noindex). */
  notFound: boolean;
  /** Root-relative paths of the site's own pages it links to. */
  links: string[];
  /** Emotion classes its HTML uses, in the order it first uses them (page-css.ts places rules by it). */
  classes: string[];
  /** The federation scope of the section that renders the page (null: the shell's own). */
  remoteScope: RemoteScope | null;
  /** The writing the page holds, as its section marked it for search; null when none. */
  writing: WritingEntry | null;
  /** Its text (posts and poems) for the feeds: the marked writing without its title. */
  feedHtml: string | null;
  /** The page's description (its meta description), for the feeds. */
  description: string | null;
  /** The page lists every page's writing (/search): rendered again once the others are. */
  listsWriting: boolean;
}

function sitePath(href: string | null): string | null {
  if (!href) return null;
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  return url.pathname.replace(/\/+$/, '') || '/';
}

/**
 * The writing on a page at `path`, as its section marked it for search
 * (@site/shared/design/writing-index): its kind, its title (h1) and its date if it shows one.
 */
function writingOf(root: ParentNode, path: string, pageTitle: string): WritingEntry | null {
  const body = root.querySelector('[data-pagefind-body]');
  if (!body) return null;
  const filter = body.getAttribute('data-pagefind-filter') ?? '';
  const kind = filter.startsWith(`${KIND_FILTER}:`) ? filter.slice(KIND_FILTER.length + 1) : '';
  const title = body.querySelector('h1')?.textContent?.trim() || pageTitle;
  const time = body.querySelector('time[datetime]');
  const date = time?.getAttribute('datetime');
  const dateLabel = time?.textContent?.trim();
  return { path, kind, title, ...(date && dateLabel ? { date, dateLabel } : {}) };
}

/** What feed readers show of a piece: presentation (classes, styles, data) and React's marks dropped. */
const FEED_ATTRIBUTE = /^(class|style|id|data-.*|aria-.*|role|tabindex)$/;

/**
 * A post's or a poem's text as the feeds carry it in full (scripts/prerender/site-feeds.mjs):
 * the writing its section marked, without the heading the feed gives as the item's title.
 */
function feedHtmlOf(root: ParentNode): string | null {
  const body = root.querySelector('[data-pagefind-body]');
  const kind = body?.getAttribute('data-pagefind-filter');
  if (!body || (kind !== `${KIND_FILTER}:post` && kind !== `${KIND_FILTER}:poem`)) return null;
  const text = body.cloneNode(true) as Element;
  const heading = text.querySelector('h1');
  (heading?.closest('header') ?? heading)?.remove();
  const walker = document.createTreeWalker(text, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of [text, ...text.querySelectorAll('*')]) {
    for (const { name } of [...element.attributes]) {
      if (FEED_ATTRIBUTE.test(name)) element.removeAttribute(name);
    }
  }
  // Ways around the page (a post's contents, its headings' own links) lead nowhere in a reader.
  text.querySelectorAll('button, svg, script, style, nav').forEach((element) => element.remove());
  text.querySelectorAll('h2 > a[href^="#"], h3 > a[href^="#"]').forEach((a) => a.remove());
  text
    .querySelectorAll('div:has(> h2:only-of-type), div:has(> h3:only-of-type)')
    .forEach((wrap) => {
      if (wrap.children.length === 1) wrap.replaceWith(...wrap.childNodes);
    });
  // A poem's lines are spans the page's styles break (white-space): a reader has no styles.
  text.querySelectorAll('p > span').forEach((line) => {
    const words = line.textContent?.replace(/\n$/, '') ?? '';
    line.replaceWith(document.createTextNode(words), document.createElement('br'));
  });
  text.querySelectorAll('p > br:last-child').forEach((br) => br.remove());
  return text.innerHTML.trim();
}

/**
 * What the router of a render at `path` reads as its window: the address, and a history that
 * goes nowhere (a server render never navigates). The page's own URL and history are left as
 * they are: the live app is not disturbed, and the browser's limit on history calls (a few
 * hundred per 10 s in Chromium) is never met.
 */
function windowAt(path: string): Window {
  const location = new URL(path, window.location.origin);
  const history = { state: { idx: 0 }, length: 1, pushState() {}, replaceState() {} };
  const events = { addEventListener() {}, removeEventListener() {} };
  return { location, history, ...events, document } as unknown as Window;
}

/**
 * Renders `path` with React's server renderer over the very tree the browser hydrates
 * (site-app.tsx), in this page, its router reading `path` (windowAt). Synchronous on purpose:
 * React's streaming renderers yield between tasks, and the live app rendering meanwhile would
 * read the server render's context values (one React, shared by both renderers).
 * Returns null while part of the page is still loading (a section's code, a post's data): the
 * render has started those loads, so rendering again later gets further.
 */
export function renderPageAt(path: string): RenderedPage | null {
  let html: string;
  try {
    html = renderToString(<SiteApp routerWindow={windowAt(path)} />);
  } catch (error) {
    // Something outside any Suspense boundary is still loading: not an error yet.
    if (error instanceof Error && /suspended/i.test(error.message)) return null;
    throw error;
  }
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) return null;
  const page = document.createElement('template');
  page.innerHTML = html;
  const head: string[] = [];
  for (
    let element = page.content.firstElementChild;
    element && HOISTED.has(element.tagName);
    element = page.content.firstElementChild
  ) {
    if (!RENDERER_HINT.test(element.getAttribute('rel') ?? '')) head.push(element.outerHTML);
    element.remove();
  }
  const fragment = page.content;
  const headElements = document.createElement('template');
  headElements.innerHTML = head.join('');
  const root = page.innerHTML;
  const links = new Set<string>();
  for (const anchor of fragment.querySelectorAll('a[href]')) {
    const target = sitePath(anchor.getAttribute('href'));
    if (target) links.add(target);
  }
  const remote = remoteForPath(path);
  const title = headElements.content.querySelector('title')?.textContent ?? '';
  return {
    path,
    head,
    root,
    jsonLd: [...fragment.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
    title,
    canonical:
      headElements.content.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    notFound:
      headElements.content.querySelector('meta[name="robots"][content*="noindex"]') !== null,
    links: [...links],
    classes: [...emotionClassesOf(root)],
    remoteScope: remote ? REMOTES[remote].scope : null,
    writing: writingOf(fragment, path, title),
    feedHtml: feedHtmlOf(fragment),
    description:
      headElements.content.querySelector('meta[name="description"]')?.getAttribute('content') ??
      null,
    listsWriting: fragment.querySelector(`[${LISTS_WRITING_ATTRIBUTE}]`) !== null,
  };
}
