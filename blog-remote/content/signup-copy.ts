/**
 * The newsletter sign-up at the end of a post (shared/src/design/newsletter-form.tsx: the
 * site's own form, or a form builder's embed). Apart from blog-copy.ts: these words come with
 * the sign-up's own chunk, after the post.
 */
export const SIGNUP_COPY = {
  heading: 'Letters from My Desk',
  intro:
    'If you would like the next post in your inbox, with poems that did not make the books, sign up here.',
  loading: 'Loading the sign-up form…',
  unavailable: 'The newsletter sign-up is not available right now.',
  noForm: 'This site takes no sign-ups through a form yet.',
  mailtoLead: 'Write to me at',
  mailtoTail: 'and I will add you to the list myself.',
  label: 'Your e-mail address',
  submit: 'Sign up',
  sending: 'Signing you up…',
  invalid: 'Enter your e-mail address, like name@example.com.',
  failed: 'The sign-up did not go through. Check your connection and try again.',
} as const;
