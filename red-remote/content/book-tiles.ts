import type { RedBookTile } from '../src/red-page/red-book-tile';
import huntressArt from './images/huntress-tile.svg';
import lettersArt from './images/letters-tile.svg';
import murderExchangeArt from './images/murder-exchange-tile.svg';

/** The three books on /red-page, in the order shown. */
export const bookTiles: readonly RedBookTile[] = [
  {
    title: 'Huntress of the Gloom: Lost Lands of Elysia',
    label: 'Fantasy novel · 2024',
    image: {
      src: huntressArt,
      width: 240,
      height: 320,
      alt: 'A hooded huntress with a drawn bow beneath a blood-red moon, dark pines around her',
    },
    exclusiveLink: '/red-archive/huntress',
    amazonLink: '/book/huntress',
  },
  {
    title: 'The Letters I Never Sent',
    label: 'Poetry collection · 2024',
    image: {
      src: lettersArt,
      width: 240,
      height: 320,
      alt: 'A sealed envelope with a red wax heart, a single rose lying across it',
    },
    exclusiveLink: '/red-archive/letters',
    amazonLink: '/book/letters',
  },
  {
    title: 'The Murder Exchange',
    label: 'Romance mystery · 2025',
    image: {
      src: murderExchangeArt,
      width: 240,
      height: 320,
      alt: 'A dagger and a red rose crossed over a torn playing card',
    },
    exclusiveLink: '/red-archive/murder-exchange',
    amazonLink: '/book/murder-exchange',
  },
];
