/** The Red Archive's themes, in the order the red page shows them. */
export const THEME_KEYS = ['murder', 'rage', 'risk', 'love', 'ruin'] as const;

export type ThemeKey = (typeof THEME_KEYS)[number];

/** The route parameter must name one of the themes; anything else is 'Theme Not Found'. */
export function isThemeKey(value: string | undefined): value is ThemeKey {
  return (THEME_KEYS as readonly string[]).includes(value ?? '');
}

export interface ThemeRecord {
  title: string;
  subtitle: string;
  /** The theme's text while its pieces are being written ('Coming soon ...'). */
  content: string;
  /** Announced kinds of pieces, each shown as a coming-soon card. */
  placeholders?: readonly { title: string; text: string }[];
}
