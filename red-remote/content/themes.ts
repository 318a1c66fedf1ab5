import type { ThemeKey, ThemeRecord } from '../src/themes/theme-keys';
import { themeTitles } from './theme-titles';

/**
 * The five themes of the Red Archive (/red-archive/<key>), also the red page's theme tiles.
 * Edit the words freely (their names are in theme-titles.ts); the keys are the addresses and
 * stay as they are.
 */
export const themes: Record<ThemeKey, ThemeRecord> = {
  murder: {
    title: themeTitles.murder,
    subtitle: 'Confessions from the scene of the crime',
    content: 'Coming soon: the evidence is still being gathered.',
    placeholders: [
      {
        title: 'Blackout Poetry',
        text: 'Pages of old crime novels, blacked out until only the confession is left. Coming soon.',
      },
      {
        title: 'Monologues',
        text: 'Spoken-word pieces in the voices of the killer, the witness and the one who got away. Coming soon.',
      },
    ],
  },
  rage: {
    title: themeTitles.rage,
    subtitle: 'For the fury we were taught to swallow',
    content: 'Coming soon: these pages are still smouldering.',
  },
  risk: {
    title: themeTitles.risk,
    subtitle: 'Everything worth having costs something',
    content: 'Coming soon: the dice are still in the air.',
  },
  love: {
    title: themeTitles.love,
    subtitle: 'The kind that leaves a mark',
    content: 'Coming soon: the ink on these letters is still wet.',
  },
  ruin: {
    title: themeTitles.ruin,
    subtitle: 'What remains when the fire is done',
    content: 'Coming soon: we are still sifting through the ashes.',
  },
};
