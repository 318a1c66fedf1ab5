import type { CharacterProfile, WorldBuildingNotes } from '../src/exclusive/exclusive-room';
import elysiaMap from './images/elysia-map.svg';

// SAMPLE: characters and notes written for the site's launch; replace them with the book's
// own (see docs/content-editing-red.md).

/** The four profiles on /red-archive/huntress, in the order shown. */
export const characters: readonly CharacterProfile[] = [
  {
    name: 'Nyra Vael',
    role: 'The Huntress',
    description:
      'Last of the Gloomwardens, raised in the mist of the Gloomwood. She tracks what others are afraid to name, with a bow strung from her mother’s hair and a silence she learned from wolves. She has never missed a shot, and never forgiven herself for the one she did not take.',
  },
  {
    name: 'Caelan Thorne',
    role: 'The Exiled Prince',
    description:
      'Heir to the Drowned Court, cast out the night the sea swallowed his city. Charming, reckless and half in love with the danger Nyra carries, he knows more about the Gloom than he will admit, and he is running out of lies.',
  },
  {
    name: 'Mother Hollow',
    role: 'The Witch of the Fen',
    description:
      'An ancient keeper of bargains who lives where the rivers forget their way. She trades in memories: every gift she gives costs the taker something they will only notice once it is gone.',
  },
  {
    name: 'The Pale King',
    role: 'The Gloom Itself',
    description:
      'No one living has seen his face. Where he walks, colour drains from the world and whole provinces fold away like pages torn from a map. The oldest songs say he was a hunter once, too.',
  },
];

export const worldBuildingNotes: WorldBuildingNotes = {
  paragraphs: [
    'Elysia was a kingdom of rivers and red harvest moons, until the Gloom began to eat its edges. The Lost Lands in the south-east are not ruins: they are simply gone, and travellers who walk into the fog return without their names.',
    'The River Lethwyn runs from the Ashen Peaks through the Fen of Hollow to the sea. Gloomwardens follow it on every hunt, because the Gloom cannot cross running water, or so they tell their children.',
  ],
  map: {
    src: elysiaMap,
    width: 800,
    height: 560,
    alt: 'Map of Elysia: the Ashen Peaks in the north, the Gloomwood forest in the west, the Fen of Hollow in the south, the River Lethwyn running to the Drowned Court on the east coast, and the Lost Lands hatched out in fog in the south-east.',
    caption: 'Elysia, as charted before the Gloom.',
  },
};
