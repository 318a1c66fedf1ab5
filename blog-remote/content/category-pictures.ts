import type { CategorySlug } from './categories';

/**
 * The picture of a post that has no image of its own (on the hub's latest posts, the home
 * page and Read next): its category's name drawn on the category's gradient. Keep them dark:
 * the name is drawn in light ink. (Apart from categories.ts, so that only the pages that draw
 * them download them.)
 */
export const CATEGORY_GRADIENTS: Readonly<Record<CategorySlug, string>> = {
  marginalia: 'linear-gradient(150deg, #3f2c52 0%, #221830 55%, #120e18 100%)',
  vault: 'linear-gradient(150deg, #5a3d1c 0%, #2e1f10 55%, #150e08 100%)',
  drafts: 'linear-gradient(150deg, #1f3a4a 0%, #10202a 55%, #080f14 100%)',
  'once-upon-a-word': 'linear-gradient(150deg, #6b2a3a 0%, #3b1422 55%, #1f0b14 100%)',
};
