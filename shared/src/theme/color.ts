// The page colours of the reader's scheme, light or dark (decision 020): each a CSS variable
// the shell's global styles set (./global-styles.tsx), falling back to the dark colour where
// none is set (a section on a shell released before schemes, a section's standalone page).
// Each is a string literal of its own, so the bundler writes it where it is used: no module
// to carry in every chunk that paints. theme.test.ts holds them to the theme's dark colours.
// Import them as one name: `import * as color from ...`, then `color.text`.

export const background = 'var(--color-background, #120e14)';
export const surface = 'var(--color-surface, #1d1720)';
export const surfaceRaised = 'var(--color-surface-raised, #281f2c)';
export const border = 'var(--color-border, #3d3042)';
export const text = 'var(--color-text, #f6eee8)';
export const muted = 'var(--color-muted, #c9b8c4)';
export const accent = 'var(--color-accent, #f27a9b)';
export const accentStrong = 'var(--color-accent-strong, #ff9fb8)';
export const onAccent = 'var(--color-on-accent, #1a0d13)';
export const gold = 'var(--color-gold, #e8c27a)';
export const focus = 'var(--color-focus, #ffd36e)';
