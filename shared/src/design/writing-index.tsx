// What search finds and /search lists: the writing on a page, as its section marks it. The
// marks are Pagefind's attributes (pagefind.app/docs/indexing): the prerender indexes only the
// elements marked here, so the header, the footer, the like counts and the ways to other
// pages are never found (docs/decisions/018-search-built-with-the-pages.md).

/** The kinds of writing the site has, with the words the shell says them with. */
export const WRITING_KINDS = {
  post: { one: 'Post', many: 'Posts' },
  poem: { one: 'Poem', many: 'Poems' },
  book: { one: 'Book', many: 'Books' },
} as const;

export type WritingKind = keyof typeof WRITING_KINDS;

export const WRITING_KIND_NAMES = Object.keys(WRITING_KINDS) as WritingKind[];

/** Pagefind's filter that says a page's kind (`kind:poem`). */
export const KIND_FILTER = 'kind';

export interface IndexedWritingOptions {
  /**
   * How much its words count against other writing's (Pagefind's weight, 1 by default): a
   * poem's lines are few, and a line of it should find the poem before a post that quotes it.
   */
  weight?: number;
}

/**
 * The attributes of the element that holds a page's writing (its title and its text): spread
 * them on it, `<article {...indexedWriting('poem')}>`. One element a page; whatever inside it
 * is not the writing (a back link, a like count) takes `notIndexed`.
 */
export function indexedWriting(
  kind: WritingKind,
  { weight }: IndexedWritingOptions = {},
): Record<string, string> {
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': `${KIND_FILTER}:${kind}`,
    ...(weight === undefined ? {} : { 'data-pagefind-weight': String(weight) }),
  };
}
