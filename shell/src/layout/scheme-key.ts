/**
 * Where the reader's colour scheme is kept (localStorage), the key the prerendered pages'
 * head script reads too (hosting-policy/inline/color-scheme.js). A module of its own, so the
 * header's button reads it without carrying the rest of ./color-scheme.ts before idle.
 */
export const SCHEME_KEY = 'color-scheme';
