/** The 404 page's words beyond the spec's ('404', 'Oops! Page not found', 'Return to Home'). */
export const notFoundCopy = {
  /** The list of other ways on, for screen readers. */
  onwardLabel: 'Or read on',
  newestWriting: 'Read the newest post and poem',
  search: 'Search the writing',
} as const;
