// The server's words about the newsletter: the answers to a sign-up (as JSON for the form's
// script, as a page without it) and the unsubscribe pages. The form's own words are the
// pages' (shared/src/design/newsletter-form.tsx and the sections' copy).

export const NEWSLETTER_COPY = {
  /** The one answer to a good address, new or already on the list (no one learns which). */
  signedUp: {
    title: 'Thank you for signing up',
    line: (email: string) =>
      `${email} is on the list: the next letter will find you there. Each letter ends with a link to unsubscribe.`,
  },
  invalid: {
    title: 'That address did not work',
    line: 'That does not look like an e-mail address. Check it and try again.',
  },
  tooMany: {
    title: 'Too many sign-ups',
    line: 'Too many sign-ups came from your connection just now. Wait a minute and try again.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    line: 'Remove your address from the list? You will get no more letters.',
    button: 'Remove my address',
    done: 'You are unsubscribed',
    doneLine:
      'Your address is off the list: no more letters will come. You are welcome back any time.',
    unknown: 'Nothing to remove',
    unknownLine:
      'This link does not match an address on the list: it may have been removed already.',
  },
  back: 'Back to the page you were reading',
  home: 'Go to the home page',
} as const;
