/**
 * The colours that change with the reader's scheme: every token of the pages. The Red
 * Chapter's own (`red*`) are not among them: it is dark in both schemes (decision 020).
 */
export const SCHEME_TOKENS = [
  'background',
  'surface',
  'surfaceRaised',
  'border',
  'text',
  'muted',
  'accent',
  'accentStrong',
  'onAccent',
  'gold',
  'focus',
] as const;

export type SchemeToken = (typeof SCHEME_TOKENS)[number];

/** `surfaceRaised` is `--color-surface-raised`. */
export const schemeProperty = (token: SchemeToken) =>
  `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
