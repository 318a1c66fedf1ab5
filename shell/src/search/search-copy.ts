// The words of search: the dialog, its results and the page that lists everything to read.
// Only what search needs once it is open (the header's control has its own words in search-link.ts).

export const searchCopy = {
  dialogTitle: 'Search',
  fieldLabel: 'Words from a post, a poem or a book',
  hint: 'A line of a poem, a phrase from a post, a title: Up and Down choose, Enter opens.',
  /** `{count}` results for `{query}`. */
  found: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  shown: (shown: number) => `, the first ${shown} shown`,
  none: (query: string) => `Nothing found for “${query}”.`,
  failed: 'Search could not be reached. Check the connection and try again.',
  resultsLabel: 'Results',
  showMore: 'Show more results',
  everything: 'Everything to read',
  page: {
    title: 'Search',
    description: 'Find a post, a poem or a book, or browse everything there is to read.',
    lead: 'Find a post, a poem or a book by its words, or browse everything there is to read.',
    opener: 'Search the writing',
    loading: 'Loading the list…',
    failed: 'The list could not be loaded.',
    retry: 'Try again',
  },
} as const;
