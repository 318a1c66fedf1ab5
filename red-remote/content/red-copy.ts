/** The words on the Red section's pages (headings are the site's; the rest is the author's). */
export const redCopy = {
  redPage: {
    pageTitle: 'The Red Chapter',
    heading: 'And suddenly everything was RED',
    intro: 'Three books, five obsessions and a diary that was never meant to be read.',
    booksHeading: 'The books',
    grabYourCopy: 'Grab Your Copy',
    exclusiveContent: 'Exclusive Content',
    themesHeading: 'Themes',
    archiveLink: 'Enter the Red Archive',
  },
  archive: {
    pageTitle: 'Red Archive',
    heading: 'Red Archive – from the diary',
    intro: 'Choose an entry to read it. Some pages are still sealed.',
    lockedHint: 'locked, not yet published',
    footer: 'More entries are coming soon.',
    /** In the entry's dialog while its poem is on its way, and if it cannot come. */
    poemLoading: 'Opening the entry…',
    poemFailed: 'This entry could not be opened. Check your connection and try again.',
    retry: 'Try again',
  },
  backToRedPage: '← Back to The Red Chapter',
  themeNotFound: {
    pageTitle: 'Theme Not Found',
    heading: 'Theme Not Found',
    text: 'This page of the diary does not exist, or it was torn out.',
  },
  huntress: {
    charactersHeading: 'Characters',
    worldHeading: 'World-building notes',
  },
  exclusiveKicker: 'Exclusive Content',
} as const;
