import { KIND_FILTER, WRITING_KINDS, type WritingKind } from '@site/shared/design/writing-index';
import { useEffect, useState } from 'react';
import { excerptParts, type ExcerptPart } from './excerpt-parts';
import {
  loadPagefind,
  type Pagefind,
  type PagefindResult,
  type PagefindResultData,
} from './pagefind';
import { holdsEveryWord } from './holds-words';
import { phraseFirst, phraseOf } from './phrase-first';

/** One result as the dialog draws it. */
export interface FoundWriting {
  path: string;
  title: string;
  /** Its kind in words ('Poem'), or nothing for a kind the shell does not know. */
  kind: string;
  excerpt: ExcerptPart[];
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'found'; query: string; total: number; results: FoundWriting[] }
  | { status: 'failed'; query: string };

/**
 * How many of Pagefind's results are read to check that they hold the words: the site's
 * writing is a few dozen pages, and the best matches come first.
 */
const CHECKED_RESULTS = 60;

/** How long typing pauses before a search runs (Pagefind's own debounce). */
const TYPING_PAUSE_MS = 120;

function kindWords(kind: string | undefined): string {
  return kind && kind in WRITING_KINDS ? WRITING_KINDS[kind as WritingKind].one : '';
}

function found(data: PagefindResultData): FoundWriting {
  return {
    path: data.url,
    title: data.meta.title ?? data.url,
    kind: kindWords(data.filters[KIND_FILTER]?.[0]),
    excerpt: excerptParts(data.excerpt),
  };
}

/**
 * The pages that hold every word of `query`, those that hold them as a phrase first (when it
 * is long enough to be one). Null: a newer search began while this one waited.
 */
async function searchWith(pagefind: Pagefind, query: string): Promise<PagefindResult[] | null> {
  const all = await pagefind.debouncedSearch(query, {}, TYPING_PAUSE_MS);
  if (!all) return null;
  const phrase = phraseOf(query);
  if (!phrase) return all.results;
  const together = await pagefind.search(phrase);
  return phraseFirst(all.results, together.results);
}

/**
 * A search with the index as loaded; if it fails (the index a tab loaded before a release of
 * the pages is gone), once more with the index as it is now.
 */
async function search(query: string): Promise<PagefindResult[] | null> {
  try {
    return await searchWith(await loadPagefind(), query);
  } catch {
    return searchWith(await loadPagefind(true), query);
  }
}

/**
 * The writing that `query` finds, the first `limit` with their words; the state stays on the
 * last results while the next search runs, so the list does not flicker as the reader types.
 */
export function useSearchResults(query: string, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const words = query.trim();

  useEffect(() => {
    if (!words) return;
    let stale = false;
    search(words)
      .then(async (hits) => {
        if (!hits || stale) return;
        const read = await Promise.all(hits.slice(0, CHECKED_RESULTS).map((hit) => hit.data()));
        if (stale) return;
        // Only the pages that hold the words (their title or their text).
        const holding = read.filter((data) =>
          holdsEveryWord(`${data.meta.title ?? ''} ${data.content}`, words),
        );
        setState({
          status: 'found',
          query: words,
          total: holding.length,
          results: holding.slice(0, limit).map(found),
        });
      })
      .catch(() => {
        if (!stale) setState({ status: 'failed', query: words });
      });
    return () => {
      stale = true;
    };
  }, [words, limit]);

  return words ? state : { status: 'idle' };
}
