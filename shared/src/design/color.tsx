// The page colours of the reader's scheme, light or dark (decision 020): draw the site's
// pages with these (`colorText`, not the theme's fixed `theme.color.text`). Each is a CSS
// variable the shell's global styles set (../theme/global-styles.tsx), falling back to the
// dark colour where none is set (a section on a shell released before schemes, a section's
// standalone page). Each is a string literal imported by name, so the bundler writes it where
// it is used: no module in every chunk that paints. The Red Chapter's `theme.color.red*` stay
// as they are: it is dark in both schemes. theme.test.ts holds them to the theme's colours.

export const colorBackground = 'var(--color-background, #120e14)';
export const colorSurface = 'var(--color-surface, #1d1720)';
export const colorSurfaceRaised = 'var(--color-surface-raised, #281f2c)';
export const colorBorder = 'var(--color-border, #3d3042)';
export const colorText = 'var(--color-text, #f6eee8)';
export const colorMuted = 'var(--color-muted, #c9b8c4)';
export const colorAccent = 'var(--color-accent, #f27a9b)';
export const colorAccentStrong = 'var(--color-accent-strong, #ff9fb8)';
export const colorOnAccent = 'var(--color-on-accent, #1a0d13)';
export const colorGold = 'var(--color-gold, #e8c27a)';
export const colorFocus = 'var(--color-focus, #ffd36e)';
