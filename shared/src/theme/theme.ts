/**
 * The site's design tokens. Colours are chosen for WCAG AA on their intended background
 * (checked by the axe suite): `text` and `muted` on `background`/`surface`, `onAccent` on
 * `accent`, and the red section's tokens on `redBackground`.
 */
export const theme = {
  color: {
    background: '#120e14',
    surface: '#1d1720',
    surfaceRaised: '#281f2c',
    border: '#3d3042',
    text: '#f6eee8',
    muted: '#c9b8c4',
    accent: '#f27a9b',
    accentStrong: '#ff9fb8',
    onAccent: '#1a0d13',
    gold: '#e8c27a',
    focus: '#ffd36e',
    redBackground: '#1a0507',
    redSurface: '#2b080c',
    redAccent: '#ff4d5e',
    redText: '#ffe9ea',
  },
  font: {
    serif: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
    sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    script: "'Snell Roundhand', 'Apple Chancery', 'URW Chancery L', 'Brush Script MT', cursive",
  },
  space: (step: number) => `${step * 0.25}rem`,
  radius: { small: '6px', medium: '12px', large: '20px' },
  layout: { navHeight: '64px', maxWidth: '1120px' },
  breakpoint: { tablet: '@media (min-width: 700px)', desktop: '@media (min-width: 1024px)' },
  shadow: { card: '0 10px 30px rgba(0, 0, 0, 0.35)', glow: '0 0 24px rgba(242, 122, 155, 0.35)' },
  motion: { reduce: '@media (prefers-reduced-motion: reduce)' },
} as const;

export type SiteTheme = typeof theme;
