import type { SizedImage } from '@site/shared';

/** One award, feature or milestone on /achievements. */
export interface Achievement {
  title: string;
  /** Who gave it or where it appeared, and what for. */
  detail: string;
  year: number;
  image: SizedImage;
}

/** A titled group of achievements (Awards, Featured In, Other Achievements). */
export interface AchievementSection {
  /** Used for the heading's id. */
  id: string;
  heading: string;
  items: readonly Achievement[];
}
