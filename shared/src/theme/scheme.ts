import type { SiteTheme } from './theme';

type Colors = SiteTheme['color'];

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

/**
 * Each scheme token as `var(--color-<token>, <dark value>)`: the shell's global styles set
 * the properties for the reader's scheme; a page without them (a section on a shell released
 * before schemes, a section's standalone page) keeps the dark site it always had.
 */
export const schemeColors = (dark: Colors) =>
  Object.fromEntries(
    SCHEME_TOKENS.map((token) => [token, `var(${schemeProperty(token)}, ${dark[token]})`]),
  ) as Record<SchemeToken, string>;
