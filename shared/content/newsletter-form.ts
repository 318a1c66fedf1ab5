/*
 * The newsletter form's own words, the same wherever it is shown (the home page, the end of a
 * post, the end of a poem: `NewsletterForm`, `@site/shared/design/newsletter-form`). The
 * heading and the line above the form are each page's own, in its section's content.
 * Built into each section that shows the form, so a change here reaches readers with the
 * releases of the shell, the blog and the Red Chapter.
 */
export const NEWSLETTER_FORM_WORDS = {
  loading: 'Loading the sign-up form…',
  unavailable: 'The newsletter sign-up is not available right now.',
  /** Where the site has no form to sign up with (Hosting without a form builder). */
  noForm: 'This site takes no sign-ups through a form yet.',
  /** Followed by the author's e-mail address as a link. */
  mailtoLead: 'Write to me at',
  mailtoTail: 'and I will add you to the list myself.',
  label: 'Your e-mail address',
  submit: 'Sign up',
  sending: 'Signing you up…',
  /** An address the form cannot send (empty, or not an address). */
  invalid: 'Enter your e-mail address, like name@example.com.',
  /** The sign-up did not reach the server or the server did not answer. */
  failed: 'The sign-up did not go through. Check your connection and try again.',
} as const;
