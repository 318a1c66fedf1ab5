import type { ThemeKey } from '../src/themes/theme-keys';

/**
 * The five themes' names, as the red page's tiles, the theme pages and each poem's context
 * line show them. Edit them freely; the keys are the addresses and stay as they are. Kept
 * apart from the themes' other words (themes.ts) because a poem's page names its theme:
 * only these few words come with every poem.
 */
export const themeTitles: Record<ThemeKey, string> = {
  murder: 'Murder',
  rage: 'Rage',
  risk: 'Risk',
  love: 'Love',
  ruin: 'Ruin',
};
