import type { SizedImage } from '@site/shared';

/** One award, feature or milestone on /achievements. */
export interface Achievement {
  title: string;
  /** Who gave it or where it appeared, and what for. */
  detail: string;
  year: number;
  image: SizedImage;
  /**
   * The reading this credit was (a file name in content/readings, without `.md`): the credit
   * links to its recording, else to it on the readings page.
   */
  reading?: string;
  /** Where else the credit can be read or heard (an interview, an episode). */
  link?: string;
}

/** A titled group of achievements (Awards, Featured In, Other Achievements). */
export interface AchievementSection {
  /** Used for the heading's id. */
  id: string;
  heading: string;
  items: readonly Achievement[];
}
