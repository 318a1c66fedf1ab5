import { NEWSLETTER_FORM_WORDS } from '@site/shared/content/newsletter-form';

/**
 * The newsletter's sign-up under a poem (shared/src/design/newsletter-form.tsx). Apart from
 * red-copy.ts: these words come with the poem's footer, once the page is idle.
 */
export const SIGNUP_COPY = {
  heading: 'Letters from My Desk',
  intro: 'New entries from the diary, and the poems that never made the books, in your inbox.',
  ...NEWSLETTER_FORM_WORDS,
} as const;
