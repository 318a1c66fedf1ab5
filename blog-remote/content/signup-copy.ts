import { NEWSLETTER_FORM_WORDS } from '@site/shared/content/newsletter-form';

/**
 * The newsletter sign-up at the end of a post (shared/src/design/newsletter-form.tsx: the
 * site's own form, or a form builder's embed). Apart from blog-copy.ts: these words come with
 * the sign-up's own chunk, after the post.
 */
export const SIGNUP_COPY = {
  heading: 'Letters from My Desk',
  intro:
    'If you would like the next post in your inbox, with poems that did not make the books, sign up here.',
  ...NEWSLETTER_FORM_WORDS,
} as const;
