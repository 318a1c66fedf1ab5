import { css } from '@emotion/react';
// By package name: the federation singleton's theme, not a copy in each app that uses this.
import { theme } from '@site/shared';

/**
 * `var(--tone-<name>, <site value>)`: the site's value unless a section sets its own. The
 * shell's global styles set each to the reader's scheme (../theme/global-styles.tsx); the
 * dark value is for a page without them (decision 020).
 */
const token = (name: string, siteValue: string) => `var(--tone-${name}, ${siteValue})`;

/**
 * The design layer's colours: CSS variables that fall back to the site's own, so a section
 * with a palette of its own sets them once on its band (decision 008). The site's Button
 * (`@site/shared`) paints with text, accent and border too, and three of its own: on-accent
 * (a primary button's label), edge (its border's width) and veil (under a quiet one's label).
 */
export const tone = {
  text: token('text', theme.color.text),
  muted: token('muted', theme.color.muted),
  /** Borders of interactive things when pointed at; quote rules; the kicker. */
  accent: token('accent', theme.color.accent),
  /** Link text. */
  link: token('link', theme.color.accentStrong),
  surface: token('surface', theme.color.surface),
  border: token('border', theme.color.border),
  /** Book facts and dates ('NOVEL · 2024'). */
  meta: token('meta', theme.color.gold),
  headingShadow: token('heading-shadow', 'none'),
} as const;

/**
 * The Red Chapter's palette on the same tokens (every pair AA on redBackground and on the
 * translucent surface: redText ~17:1, muted ~9:1, redAccent ~6:1, gold ~10:1). The surface
 * is redSurface at 85%: what lies behind glows faintly through instead of vanishing. Dark in
 * both schemes (decision 020): its color-scheme makes the site's colours inside the dark
 * ones. Made in a function, so an app that never sets it drops its values too (a pure call's arguments stay).
 */
export const redTone = /*#__PURE__*/ (() => css`
  color-scheme: dark;
  --tone-text: ${theme.color.redText};
  --tone-muted: ${theme.color.muted};
  --tone-accent: ${theme.color.redAccent};
  --tone-link: ${theme.color.redText};
  --tone-surface: ${theme.color.redSurface}d9;
  --tone-border: rgba(255, 77, 94, 0.35);
  --tone-meta: ${theme.color.gold};
  --tone-heading-shadow: 0 0 24px rgba(255, 77, 94, 0.45);
  --tone-on-accent: ${theme.color.redBackground};
  --tone-edge: 2px;
  --tone-veil: ${theme.color.redBackground}8c;
`)();
