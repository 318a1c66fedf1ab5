// What the header's search control needs on every page, apart from the rest of search
// (fetched when it opens): the page it links to, its name, and the mark of what opens it.

/** The page that lists everything to read; the search control's link without the app. */
export const SEARCH_PATH = '/search';

/** The control's accessible name. */
export const SEARCH_CONTROL_LABEL = 'Search';

/** On a link or a button that opens search (the header's, the /search page's). */
export const OPENS_SEARCH_ATTRIBUTE = 'data-opens-search';
