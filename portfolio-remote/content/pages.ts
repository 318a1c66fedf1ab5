/*
 * The words around the books on /portfolio, /book/*, /achievements and /contact.
 *
 * SAMPLE CONTENT, the author's to replace: intros and the closing quote are stand-ins.
 * Texts the site's specification fixes ('Read More', 'Available Now', 'Reach Out to Me',
 * the section names) are kept exact. Addresses live in shared/src/config/site-config.ts.
 */
export const portfolioCopy = {
  title: 'Portfolio',
  intro:
    'Two novels and a collection of poems, each written in a different season of my life. Pick a cover, read what it is about, and follow whichever one calls you.',
  closingQuote: {
    text: 'Every book I write begins as a question I am too scared to ask out loud. By the last page I am still scared, but at least I have asked.',
    /** Shown after the author's name. */
    context: 'on writing',
  },
} as const;

export const bookPageCopy = {
  availableHeading: 'Available Now',
  availableIntro: 'Choose your favourite store; every link opens in a new tab.',
  backLabel: 'Back to Portfolio',
  /** The link to the book's exclusive content in the Red Archive. */
  exclusiveHeading: 'Exclusive Content',
  exclusiveIntro: 'Notes, maps and pages that are not in the book, kept in the Red Archive.',
  exclusiveLink: 'Open the exclusive content',
} as const;

export const achievementsCopy = {
  title: 'Achievements',
  intro:
    'Small stages and big ones, rooms full of strangers and one very patient family. Thank you to everyone who read, listened and clapped along the way.',
} as const;

export const contactCopy = {
  title: 'Reach Out to Me',
  intro:
    'For readings, interviews, school visits, collaborations, or just to tell me which character you would save first: I read every message.',
  cards: {
    email: {
      heading: 'E-mail',
      text: 'The best way to reach me for anything professional.',
    },
    instagram: {
      heading: 'Instagram',
      text: 'Poems in progress, book news and behind the scenes.',
    },
    linkHub: {
      heading: 'Link Hub',
      text: 'Every store, interview and reading in one place.',
    },
  },
} as const;

/** The home page's book showcase (exposed to the shell as `./book-showcase`). */
export const showcaseCopy = {
  heading: 'Literary Works',
  intro: 'Three books, three worlds: a cursed forest, a drawer of unsent letters, a night train.',
} as const;

/** /achievements/readings: the readings and performances (the list: content/readings/). */
export const readingsCopy = {
  title: 'Readings & Performances',
  intro:
    'Where to hear these words out loud: readings, slams and festival stages, the next ones first. Come and say hello afterwards.',
  backLabel: 'Back to Achievements',
  upcomingHeading: 'Upcoming',
  noneUpcoming: 'No new readings are announced yet. The contact page is the way to invite me.',
  pastHeading: 'Past readings',
  addToCalendar: 'Add to calendar',
  eventPage: 'Event page',
  recording: 'Listen to the recording',
  takenPlace: 'This reading has taken place.',
  sampleLabel: 'Sample listing',
  status: {
    scheduled: '',
    rescheduled: 'Rescheduled',
    postponed: 'Postponed',
    cancelled: 'Cancelled',
  },
  attendance: { 'in-person': '', online: 'Online', mixed: 'In person and online' },
  /** The way in from /achievements. */
  achievementsLink: 'Readings & performances: where to hear me next',
  /** On a credit whose reading has a recording, or only a listing. */
  creditRecording: 'Listen to the recording',
  creditReading: 'About this reading',
} as const;
