/*
 * The author box at the end of every post and poem (`AuthorBox`,
 * `@site/shared/design/author-box`): a portrait, two lines, the way to the books and to the
 * readings. Built into each section that shows it (the blog and the Red Chapter), so a change
 * here reaches readers with their next releases.
 *
 * SAMPLE CONTENT, the author's to replace: the portrait in ./portrait is placeholder art, not
 * the author (put a square photo beside it, at least 192 x 192, and point `portrait` at it
 * with its real width, height and a description of the photo); the two lines are stand-ins.
 */
import type { SizedImage } from '@site/shared';
import samplePortrait from './portrait/sample-portrait.svg';

export interface AuthorCard {
  /** Square; drawn round, 72 px across. */
  portrait: SizedImage;
  /** Two short lines: who she is, and what she is working on. */
  lines: readonly [string, string];
  /** Where the box's links go, and their words. */
  links: {
    books: { to: string; label: string };
    readings: { to: string; label: string };
  };
}

export const authorCard: AuthorCard = {
  portrait: {
    src: samplePortrait,
    width: 192,
    height: 192,
    alt: 'Sample portrait: a drawing of a young woman with dark hair (placeholder art)',
  },
  lines: [
    'Novelist, poet and spoken-word artist; three books before twenty-one.',
    'Writing the next one at night, reading it aloud on small stages.',
  ],
  links: {
    books: { to: '/portfolio', label: 'The books' },
    /** The readings page is the portfolio's (portfolio-remote/src/readings/readings-path.ts). */
    readings: { to: '/achievements/readings', label: 'Readings & performances' },
  },
};
