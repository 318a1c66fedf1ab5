/**
 * The newsletter's sign-up under a poem (shared/src/design/newsletter-form.tsx). Apart from
 * red-copy.ts: these words come with the poem's footer, once the page is idle.
 */
export const SIGNUP_COPY = {
  heading: 'Letters from My Desk',
  intro: 'New entries from the diary, and the poems that never made the books, in your inbox.',
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
