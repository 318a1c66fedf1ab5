// What every card is made with: the embedded fonts (Liberation, copied into fonts/ with their
// licence: decision 019) and the site's colours, read from the theme module itself so that
// they are never typed twice.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { register } from 'node:module';

// The theme is TypeScript: the same on-the-fly compile the server's tools use.
register('../../server/tools/ts-loader-hooks.mjs', import.meta.url);
const { theme } = await import('../../shared/src/theme/theme.ts');

const font = (file) => readFileSync(new URL(`./fonts/${file}`, import.meta.url));

export const CARD_FONTS = [
  { name: 'Card Serif', data: font('LiberationSerif-Bold.ttf'), weight: 700, style: 'normal' },
  { name: 'Card Sans', data: font('LiberationSans-Regular.ttf'), weight: 400, style: 'normal' },
];

/** The theme colours a card uses. */
export const CARD_PALETTE = {
  background: theme.color.background,
  surface: theme.color.surface,
  text: theme.color.text,
  muted: theme.color.muted,
  accent: theme.color.accent,
  accentStrong: theme.color.accentStrong,
  gold: theme.color.gold,
};

/** One digest of the fonts' bytes: a new font file remakes every card. */
export const FONTS_DIGEST = CARD_FONTS.reduce(
  (hash, { data }) => hash.update(data),
  createHash('sha256'),
).digest('hex');
