import type { ExclusiveRoom, Placeholder } from '../src/exclusive/exclusive-room';

/** The books' rooms in the Red Archive: the words around each page's content. */
export const exclusiveRooms = {
  huntress: {
    bookTitle: 'Huntress of the Gloom: Lost Lands of Elysia',
    pageTitle: 'Huntress of the Gloom – Exclusive Content',
    intro: 'Meet the people of Elysia and see the land as it was charted before the Gloom.',
  },
  letters: {
    bookTitle: 'The Letters I Never Sent',
    pageTitle: 'The Letters I Never Sent – Exclusive Content',
    intro: 'The poems that did not make the book, and the nights that made the poems.',
  },
  murderExchange: {
    bookTitle: 'The Murder Exchange',
    pageTitle: 'The Murder Exchange – Exclusive Content',
    intro: 'Every case has more than one ending. Some were never filed.',
  },
} satisfies Record<string, ExclusiveRoom>;

export const lettersPlaceholders: readonly Placeholder[] = [
  {
    title: 'Unreleased Poems',
    text: 'Coming soon: the letters that were too raw for the book.',
  },
  {
    title: 'The Stories Behind the Words',
    text: 'Coming soon: where each poem was written, and who it was never sent to.',
  },
];

export const murderExchangePlaceholders: readonly Placeholder[] = [
  {
    title: 'Alternate Endings',
    text: 'Coming soon: the endings that almost happened.',
  },
  {
    title: 'Case Files',
    text: 'Coming soon: evidence, suspects and notes from the detective’s desk.',
  },
];
