// What search finds and /search lists: the writing on a page, as its section marks it. The
// marks are Pagefind's attributes (pagefind.app/docs/indexing): the prerender indexes only the
// element marked on each page, so the header, the footer, the like counts and the ways to
// other pages are never found (docs/decisions/018-search-built-with-the-pages.md). Spread one
// on the element that holds a page's writing, around its title and its text only:
// `<article {...poemWriting}>`. One constant per kind, so a section's page carries only its own.

/** The kinds of writing the site has, with the words the shell says them with. */
export const WRITING_KINDS = {
  post: { one: 'Post', many: 'Posts' },
  poem: { one: 'Poem', many: 'Poems' },
  book: { one: 'Book', many: 'Books' },
  reading: { one: 'Readings', many: 'Readings' },
} as const;

export type WritingKind = keyof typeof WRITING_KINDS;

export const WRITING_KIND_NAMES = Object.keys(WRITING_KINDS) as WritingKind[];

/** Pagefind's filter that says a page's kind (`kind:poem`). */
export const KIND_FILTER = 'kind';

/** A post: its title, facts and text. */
export const postWriting = {
  'data-pagefind-body': '',
  'data-pagefind-filter': 'kind:post',
} as const;

/**
 * A poem. Its words count twice a post's (Pagefind's weight): a poem's lines are few, and a
 * line of it should find the poem before a post that quotes it.
 */
export const poemWriting = {
  'data-pagefind-body': '',
  'data-pagefind-filter': 'kind:poem',
  'data-pagefind-weight': '2',
} as const;

/** A book: its title, facts and description (not its stores). */
export const bookWriting = {
  'data-pagefind-body': '',
  'data-pagefind-filter': 'kind:book',
} as const;

/** The readings and performances: the page's title, and each reading's day, title and place. */
export const readingsWriting = {
  'data-pagefind-body': '',
  'data-pagefind-filter': 'kind:reading',
} as const;
