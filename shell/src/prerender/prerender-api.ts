// What the prerender (scripts/prerender/crawl.mjs) calls in the browser page it has loaded:
// `renderPages(paths)` renders page after page in this one loaded app, with React's server
// renderer, and returns each page's parts and CSS. No browser navigation per page: a page is
// a render (milliseconds), not a page load (docs/decisions/007-release-the-pages-with-their-section.md).
// This chunk is loaded only by the prerender; no reader downloads it.
import { giveSearchContents, type SearchContents } from '../search/search-contents';
import { insertedClasses, pageCss, type SheetLike } from './page-css';
import { renderPageAt, type RenderedPage } from './render-page';
import { cssSentOnce, type SentPage } from './css-sent-once';
import { countFetches } from './fetches-under-way';
import { wantEveryPart } from '../remotes/remote-part-slot';

// The list of everything to read is made from the other pages: until the crawl hands it over,
// a page that lists it renders an empty one (and is rendered again at the end).
giveSearchContents(null);

export interface PrerenderedPage extends RenderedPage {
  css: string;
}

const sendable = cssSentOnce<PrerenderedPage>();

/** Emotion's sheets in this page, in document order (global styles first). */
function emotionSheets(): SheetLike[] {
  return [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => ({
    key: style.dataset.emotion ?? '',
    rules: style.sheet?.cssRules ?? [],
  }));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `settled` does or `ms` have passed, whichever is first; no timer left behind. */
async function settledWithin(settled: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([settled, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

const fetches = countFetches(window);

/**
 * Shows `path` in the live app, as a click on a link would: Emotion inserts the page's CSS
 * only when the page is really rendered (its insertion effects do not run on the server
 * renderer), so a page whose classes have no rules yet is visited once.
 */
function visitInLiveApp(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/**
 * Renders `path` once everything it needs has loaded: its code, its data, and (after a visit
 * in the live app when needed) the CSS of every class it uses.
 */
async function renderWhenReady(path: string, timeoutMs: number): Promise<PrerenderedPage> {
  const deadline = performance.now() + timeoutMs;
  let visited = false;
  for (let attempt = 0; ; attempt += 1) {
    const rendered = fetches.during(() => renderPageAt(path));
    if (rendered) {
      const sheets = emotionSheets();
      const inserted = insertedClasses(sheets);
      const missing = rendered.classes.filter((name) => !inserted.has(name));
      if (missing.length === 0) return { ...rendered, css: pageCss(sheets, rendered.classes) };
      if (!visited) {
        visitInLiveApp(path);
        visited = true;
      }
    }
    if (performance.now() > deadline) {
      throw new Error(
        rendered
          ? `prerender: ${path} uses classes with no CSS after ${timeoutMs} ms`
          : `prerender: part of ${path} was still loading after ${timeoutMs} ms`,
      );
    }
    // Not ready: once the data under way has come, again (what is not fetched, a section's
    // code, is waited for by short pauses: a fetch on this machine's server takes a few ms).
    // Bounded by the page's deadline: a fetch that never answers fails the page, named.
    if (!rendered) {
      await settledWithin(fetches.settled(), Math.max(0, deadline - performance.now()));
    }
    await pause(attempt < 10 ? 2 : 20);
  }
}

/**
 * Renders each path in turn; a page that cannot be rendered fails the prerender, naming it.
 * A first render of every path starts all their loads (code, data) at once, so the batch
 * waits about one load, not one per page. `searchContents`: the list of everything to read,
 * for the pages that list it.
 */
export async function renderPages(
  paths: readonly string[],
  {
    timeoutMs = 15_000,
    searchContents,
  }: { timeoutMs?: number; searchContents?: SearchContents } = {},
): Promise<SentPage<PrerenderedPage>[]> {
  if (searchContents) giveSearchContents(searchContents);
  // A page the tab was served as prerendered fetches its parts only as its reader acts; the
  // page a release publishes holds them all.
  wantEveryPart();
  for (const path of paths) fetches.during(() => renderPageAt(path));
  const pages: SentPage<PrerenderedPage>[] = [];
  for (const path of paths) pages.push(sendable(await renderWhenReady(path, timeoutMs)));
  return pages;
}
