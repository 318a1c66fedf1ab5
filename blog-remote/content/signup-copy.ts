/**
 * The newsletter sign-up at the end of a post, on a site with a newsletter form
 * (NEWSLETTER_FORM_URL); the e-mail note stands in while the form cannot load. (Apart from
 * blog-copy.ts: only a site with a form downloads these words.)
 */
export const SIGNUP_COPY = {
  heading: 'Letters from My Desk',
  intro:
    'If you would like the next post in your inbox, with poems that did not make the books, sign up here.',
  loading: 'Loading the sign-up form…',
  unavailable: 'The newsletter sign-up is not available right now.',
  mailtoLead: 'Write to me at',
  mailtoTail: 'and I will add you to the list myself.',
} as const;
