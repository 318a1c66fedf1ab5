import { READINGS_PATH } from '../readings/readings-path';
import type { Reading } from '../readings/reading';
import type { Achievement } from './achievement';

/** Where a credit leads: a recording or page elsewhere, or its reading on the readings page. */
export type CreditLink = { kind: 'recording'; href: string } | { kind: 'reading'; to: string };

/**
 * The link a credit on /achievements carries, if the data has one: its reading's recording,
 * else the reading on the readings page; else its own link. Throws for a reading that does
 * not exist, so a mistyped name fails the tests (content/achievements.test.ts), not a link.
 */
export function creditLink(
  achievement: Pick<Achievement, 'title' | 'reading' | 'link'>,
  readings: readonly Reading[],
): CreditLink | undefined {
  if (achievement.reading) {
    const reading = readings.find((candidate) => candidate.slug === achievement.reading);
    if (!reading) {
      throw new Error(
        `"${achievement.title}" names the reading "${achievement.reading}", which content/readings does not have`,
      );
    }
    return reading.recording
      ? { kind: 'recording', href: reading.recording }
      : { kind: 'reading', to: `${READINGS_PATH}#${reading.slug}` };
  }
  return achievement.link ? { kind: 'recording', href: achievement.link } : undefined;
}
