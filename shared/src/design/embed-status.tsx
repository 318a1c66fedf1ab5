// Shared by the newsletter form and its embed's loader, which the form fetches only when a
// form is configured: a file of its own, so that neither imports the other.

/** Where a newsletter embed stands. */
export type EmbedStatus = 'unconfigured' | 'loading' | 'ready' | 'failed';

/**
 * After the script has loaded, how long the form builder gets to draw something into the
 * container before the embed counts as broken (the reader then gets the e-mail note, never
 * an empty box).
 */
export const EMBED_RENDER_TIMEOUT_MS = 8000;
