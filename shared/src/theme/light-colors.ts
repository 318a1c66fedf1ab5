import type { SchemeToken } from './scheme';

/**
 * The light scheme: warm paper, plum ink, the rose accent deepened. AA like the dark one
 * (theme.test.ts checks both): text ~16:1, muted ~6.4:1, accent and gold ~4.8:1 at worst
 * (on surfaceRaised), white on the accent ~6.3:1; the focus ring ~4.6:1 on every surface.
 */
export const LIGHT_COLORS: Record<SchemeToken, `#${string}`> = {
  background: '#fbf6f1',
  surface: '#f3eae3',
  surfaceRaised: '#e9ddd4',
  border: '#d3c2cb',
  text: '#21171f',
  muted: '#5b4656',
  accent: '#b02a55',
  accentStrong: '#a01f4a',
  onAccent: '#ffffff',
  gold: '#7a560f',
  focus: '#9c4a00',
};
