// Words of the site's one unavailable voice (unavailable-copy.ts) that the shell's start-up
// carries (unavailable-fallback.tsx), in a module of their own: the rest of the voice comes
// with the floor's code, only when a page cannot be had.

/** The one Retry. */
export const RETRY_LABEL = 'Retry';

/** A server error: also what the shell says when even the floor's code cannot be had. */
export const SERVER_ERROR_COPY = {
  title: 'This page could not load',
  lead: 'The site did not answer as it should. Retry in a moment.',
} as const;
