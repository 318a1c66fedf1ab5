// Pagefind's search in the browser (pagefind.app/docs/api): its script comes with the index,
// from the pages' release (/pagefind/, written by scripts/prerender/search-index.mjs), not
// from the shell's build, so it always reads the index it was built with. Loaded the first
// time a reader opens search, never before.

/** One result as Pagefind gives it: its words come when asked (a fragment of the index). */
export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindResultData {
  /** The page's address, as the prerender gave it (`/red-archive/entry-005`). */
  url: string;
  /** The words around the match, HTML: `<mark>` around each word found, `<` `>` escaped. */
  excerpt: string;
  /** The page's indexed text, whole (what the results are checked against). */
  content: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

/** The part of Pagefind's module the site uses. */
export interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<PagefindSearch>;
  /** Null when a newer search started before this one ended. */
  debouncedSearch: (
    query: string,
    options?: object,
    debounceMs?: number,
  ) => Promise<PagefindSearch | null>;
}

/** Where the pages' release keeps the index and its script. */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
/** The index's table of contents: it names the index's current files. */
const PAGEFIND_ENTRY = '/pagefind/pagefind-entry.json';

/** Words shown around the words found: two lines of a dialog on a phone. */
const EXCERPT_WORDS = 24;

let loaded: Promise<Pagefind> | null = null;
let loads = 0;
/** The table of contents of the index loaded, as it was then. */
let loadedEntry: Promise<string | null> = Promise.resolve(null);

const readEntry = (): Promise<string | null> =>
  fetch(PAGEFIND_ENTRY, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);

/** The check forgetIfReleased started last: a search waits for it (see loadPagefind). */
let releaseCheck: Promise<void> = Promise.resolve();

/**
 * Called as search opens: after a release of the pages, the index a tab loaded before is gone
 * or out of date (its files are named by their contents); the next search then loads the new
 * one.
 */
export function forgetIfReleased(): Promise<void> {
  releaseCheck = (async () => {
    if (!loaded) return;
    const [before, now] = await Promise.all([loadedEntry, readEntry()]);
    if (before !== null && now !== null && now !== before) loaded = null;
  })();
  return releaseCheck;
}

/**
 * Pagefind, loaded once a tab. `fresh`: a new copy, that reads the index's current entry
 * (after a release of the pages, the index a tab loaded before is gone: its fragments 404).
 * It waits for the release check search started as it opened: words typed at once would
 * otherwise run on the index loaded before a release, and find nothing it added.
 */
export async function loadPagefind(fresh = false): Promise<Pagefind> {
  if (!fresh) await releaseCheck;
  if (loaded && !fresh) return loaded;
  loads += 1;
  // Another address is another module: a copy with nothing of the old index in it.
  const url = loads === 1 ? PAGEFIND_SCRIPT : `${PAGEFIND_SCRIPT}?load=${loads}`;
  const loading = (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    },
  );
  loaded = loading;
  loadedEntry = readEntry();
  // A failed load (offline) is tried again at the next search.
  loading.catch(() => {
    if (loaded === loading) loaded = null;
  });
  return loading;
}
