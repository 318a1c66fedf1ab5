// What the header's search control needs on every page, apart from the rest of search
// (fetched when it opens): the page it links to, its name, and what it says if search
// cannot be had.

/** The page that lists everything to read; the search control's link without the app. */
export const SEARCH_PATH = '/search';

/** The control's accessible name. */
export const SEARCH_CONTROL_LABEL = 'Search';

/** Said when the code of search could not be fetched (offline). */
export const SEARCH_UNAVAILABLE = {
  title: 'Search could not be opened',
  description: 'Check the connection and try again.',
} as const;
