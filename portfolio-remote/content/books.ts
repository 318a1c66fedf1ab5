/*
 * The three published books: the file to edit for blurbs, quotes and store links. Each
 * book's title, kind, year, genre and cover come from shared/content/books.ts, which the Red
 * Chapter reads too, so a book looks the same in every section.
 *
 * SAMPLE CONTENT, the author's to replace: descriptions, quotes and 'Read More' blurbs were
 * written as stand-ins (the characters are the ones of the Red Chapter's page
 * /red-archive/huntress), and every store link is a search page for the title on
 * that store (replace each with the book's own listing). Page routes are fixed by the site's
 * specification. The shape is checked by TypeScript (src/books/book.ts) and
 * content/books.test.ts.
 */
import { bookIdentities } from '@site/shared/content/books';
import type { Book } from '../src/books/book';

export const books: readonly Book[] = [
  {
    ...bookIdentities.huntress,
    description:
      'A girl raised on the edge of a cursed forest takes up her mother’s bow and walks into the Gloom, the mist that swallowed Elysia, to bring back what it took from her.',
    cursiveQuote: 'The dark does not frighten me. I was born in it, and I learned its name.',
    status: 'Published',
    amazonLink: 'https://www.amazon.com/s?k=Huntress+of+the+Gloom+Lost+Lands+of+Elysia',
    readMore: [
      'For three hundred years the kingdom of Elysia has been shrinking beneath the Gloom, a grey mist that creeps a little further every winter. Villages on its border keep lanterns burning all night and never say the names of those who wandered in. Seventeen-year-old Nyra Vael, the last of the Gloomwardens, has said her mother’s name every night since the mist took her.',
      'When the Gloom swallows her village’s last well, Nyra takes up the bow her mother left behind and crosses the boundary stones. Inside, the lost land is not dead at all: drowned cities glow under the fog, wolves speak in riddles, and Caelan Thorne, the exiled prince of the Drowned Court, offers to guide her, for a price he will not name.',
      'Hunted by the Pale King and bargaining with Mother Hollow, the witch of the Fen, for memories she cannot spare, Nyra learns that the mist was never a curse laid on Elysia. It was a promise, made by someone who loved the kingdom too much to let it change, and breaking it may cost her everything she came to save.',
      'Huntress of the Gloom is a story about grief and stubbornness, about the maps we draw of the people we lose, and about a girl who decides that being afraid is no reason to turn back.',
    ],
    gradient: 'linear-gradient(150deg, #173b3a 0%, #0b1f24 55%, #08120f 100%)',
    bookPage: '/book/huntress',
    exclusiveContent: '/red-archive/huntress',
    retailers: [
      {
        name: 'Amazon',
        url: 'https://www.amazon.com/s?k=Huntress+of+the+Gloom+Lost+Lands+of+Elysia',
      },
      {
        name: 'Amazon India',
        url: 'https://www.amazon.in/s?k=Huntress+of+the+Gloom+Lost+Lands+of+Elysia',
      },
      {
        name: 'Notion Press',
        url: 'https://notionpress.com/search?q=Huntress+of+the+Gloom',
      },
      {
        name: 'Barnes & Noble',
        url: 'https://www.barnesandnoble.com/s/Huntress+of+the+Gloom',
      },
      {
        name: 'Indigo',
        url: 'https://www.indigo.ca/en-ca/search?q=Huntress+of+the+Gloom',
      },
      {
        name: 'Kobo',
        url: 'https://www.kobo.com/search?query=Huntress+of+the+Gloom',
      },
      {
        name: 'Waterstones',
        url: 'https://www.waterstones.com/books/search/term/huntress+of+the+gloom',
      },
      {
        name: 'Flipkart',
        url: 'https://www.flipkart.com/search?q=Huntress+of+the+Gloom',
      },
      {
        name: 'Walmart',
        url: 'https://www.walmart.com/search?q=Huntress+of+the+Gloom',
      },
    ],
  },
  {
    ...bookIdentities.letters,
    description:
      'Poems written as letters to a first love, a former self, a city and a mother: everything that was felt in full and never posted.',
    cursiveQuote: 'I wrote you in ink so you could not be erased, and then I kept you in a drawer.',
    status: 'Published',
    amazonLink: 'https://www.amazon.in/s?k=The+Letters+I+Never+Sent&i=stripbooks',
    readMore: [
      'Everyone keeps a drawer of unsent things: the apology typed and deleted, the thank-you that came too late, the goodbye rehearsed on a night bus. The Letters I Never Sent opens that drawer.',
      'Written over four years, these poems are addressed to the people and places that shaped a young woman’s heart: the boy who taught her how waiting feels, the friend who left without a fight, the mother who spoke in recipes instead of words, the city that watched her grow up, and the girl she used to be at fifteen.',
      'Some letters are tender, some are furious, and a few are only one line long. Together they trace the slow work of letting go, from the first sharp sting to the quiet morning you realise you can reread an old message and smile.',
      'Read it in one sitting or keep it on the nightstand and open it at random. Somewhere inside is a letter you never sent either.',
    ],
    gradient: 'linear-gradient(150deg, #6b2a3a 0%, #3b1422 55%, #1f0b14 100%)',
    bookPage: '/book/letters',
    exclusiveContent: '/red-archive/letters',
    retailers: [
      {
        name: 'Amazon India (paperback)',
        url: 'https://www.amazon.in/s?k=The+Letters+I+Never+Sent&i=stripbooks',
      },
      {
        name: 'Kindle Store (e-book)',
        url: 'https://www.amazon.com/s?k=The+Letters+I+Never+Sent&i=digital-text',
      },
    ],
  },
  {
    ...bookIdentities.murderExchange,
    description:
      'Two strangers meet on a delayed night train and agree, half as a joke, to solve each other’s problems. By morning one of those problems is dead.',
    status: 'Published',
    amazonLink: 'https://www.amazon.in/s?k=The+Murder+Exchange',
    readMore: [
      'Noor Kapadia has a wedding she does not want to attend and an ex who will not stop calling. Rohan Sen has a business partner who is bleeding their company dry. Stranded together on a train that will not move until dawn, they trade secrets over vending-machine coffee and make a ridiculous pact: each will deal with the other’s problem.',
      'It is only talk, until the business partner is found dead in a locked office and the police want to know where Rohan was that night. He says he was on the train with a woman he cannot find. Noor says she has never seen him before in her life.',
      'Told in alternating chapters and full of misdirection, The Murder Exchange is a love story that keeps asking whether love can survive a lie, and a mystery that keeps asking who, exactly, is lying.',
      'Expect slow-burning tension, sharp banter, a city that never quite sleeps, and an ending you will want to talk about.',
    ],
    gradient: 'linear-gradient(150deg, #5c0d18 0%, #33060c 55%, #1a0407 100%)',
    bookPage: '/book/murder-exchange',
    exclusiveContent: '/red-archive/murder-exchange',
    retailers: [{ name: 'Amazon India', url: 'https://www.amazon.in/s?k=The+Murder+Exchange' }],
  },
];
