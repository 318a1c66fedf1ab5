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
