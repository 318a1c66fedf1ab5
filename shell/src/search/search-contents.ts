// Everything there is to read, as /search lists it: the pages whose sections marked writing
// on them (@site/shared/design/writing-index), as the prerender found them. The prerender
// writes the list beside the pages at each release of them (scripts/prerender/index.mjs), so
// it is always the live releases' list, with no release of the shell's code.
import { SEARCH_PATH } from './search-link';

/** One piece of writing: its page, its title, its kind, and for a post its date. */
export interface WritingEntry {
  path: string;
  title: string;
  /** One of WRITING_KINDS (@site/shared/design/writing-index), as its section said it. */
  kind: string;
  /** ISO date, for writing that shows one (a post), and the words it is shown with. */
  date?: string;
  dateLabel?: string;
}

export interface SearchContents {
  /** Newest first where there are dates, then by address. */
  entries: WritingEntry[];
}

/** Where the prerender writes the list (beside the page that shows it), for a link in the app. */
export const SEARCH_CONTENTS_FILE = `${SEARCH_PATH}/contents.json`;

/** On the element that lists every piece of writing: the prerender renders it last. */
export const LISTS_WRITING_ATTRIBUTE = 'data-lists-writing';

/** On the page's copy of the list (JSON), which it hydrates from without fetching. */
export const EMBEDDED_CONTENTS_ATTRIBUTE = 'data-search-contents';

/** A promise React's `use` reads at once: it is settled already, and says so. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

function isContents(value: unknown): value is SearchContents {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { entries?: unknown }).entries)
  );
}

/**
 * The list a prerendered /search carries, read once when this code is evaluated: before the
 * page hydrates, so the element found is the prerender's (after a link there is none).
 */
function readEmbedded(): SearchContents | null {
  if (typeof document === 'undefined') return null;
  const script = document.querySelector(`script[${EMBEDDED_CONTENTS_ATTRIBUTE}]`);
  try {
    const data: unknown = JSON.parse(script?.textContent ?? '');
    return isContents(data) ? data : null;
  } catch {
    return null;
  }
}

let loading: Promise<SearchContents> | null = null;
const embedded = readEmbedded();
if (embedded) loading = settled(embedded);

async function fetchContents(): Promise<SearchContents> {
  const response = await fetch(SEARCH_CONTENTS_FILE);
  if (!response.ok) throw new Error(`${SEARCH_CONTENTS_FILE}: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isContents(data)) throw new Error(`${SEARCH_CONTENTS_FILE} holds no list`);
  return data;
}

/**
 * The list: the page's own copy, else fetched (one promise a tab, as OnDemand needs); `retry`
 * fetches again after a failure.
 */
export function loadSearchContents(retry = false): Promise<SearchContents> {
  if (!loading || retry) loading = fetchContents();
  return loading;
}

/**
 * For the prerender (shell/src/prerender/prerender-api.ts): the list it made from every
 * other page, or none yet (an empty list on the first pass; the page is rendered again).
 */
export function giveSearchContents(contents: SearchContents | null): void {
  loading = settled(contents ?? { entries: [] });
}
