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
    /** Above a poem's title on its link-preview card. */
    cardLabel: 'from the diary',
    intro: 'Choose an entry to read it. Some pages are still sealed.',
    lockedHint: 'locked, not yet published',
    /** Above the locked entries: why they are shut, in the author's voice. SAMPLE: rewrite it. */
    sealedNote:
      'These pages are written, but they are still sealed. Some are about people who would recognise themselves; some I am not brave enough to hand over yet. They will open one by one, when I am.',
    footer: 'More entries are coming soon.',
    /** The archive's RSS feed: its title in feed readers, and the link to it. */
    feed: {
      title: 'The Red Archive (RSS)',
      link: 'Follow the diary by RSS',
    },
    /** In the entry's dialog while its poem is on its way, and if it cannot come. */
    poemLoading: 'Opening the entry…',
    poemFailed: 'This entry could not be opened. Check your connection and try again.',
    retry: 'Try again',
    /** A poem's own page (/red-archive/entry-005): the way back to the list. */
    backToArchive: '← Back to the Red Archive',
    /** Previous and Next under a poem (its page and its dialog), and what names them. */
    poemNav: 'More poems from the diary',
    previousPoem: 'Previous',
    nextPoem: 'Next',
    /** The share control under an open poem (the system's share sheet, or the link copied). */
    share: {
      button: 'Share this poem',
      copied: 'Link to the poem copied',
      copyFailed: 'The link could not be copied; here it is to copy by hand',
    },
    /** Under a poem's title: its day, theme and collection, where its file gives them. */
    context: {
      theme: 'Theme',
      collection: 'From',
    },
    /** The list of a theme's poems on its page (/red-archive/rage), above its text. */
    themePoems: 'Poems of this theme',
    /** The newest readable poem on the home page: above its title, and under its first lines. */
    newest: {
      label: 'From the diary',
      readPoem: 'Read the poem',
    },
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
    /** Under the map: it opens full size, to pan and pinch-zoom (its names are small on a phone). */
    openMap: 'Open the map full size',
  },
  exclusiveKicker: 'Exclusive Content',
} as const;
