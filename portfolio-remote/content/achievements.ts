/*
 * Awards, features and milestones shown on /achievements.
 *
 * SAMPLE CONTENT, the author's to replace: every entry below is an invented stand-in of the
 * right shape (the site's specification fixes only the three sections and their sizes:
 * 8 awards, 6 features, 3 other achievements). The emblems in ./emblems are reusable art;
 * a real photo or logo can replace any `image` (keep width, height and alt).
 */
import type { AchievementSection } from '../src/achievements/achievement';
import laurelSvg from './emblems/laurel.svg';
import medalSvg from './emblems/medal.svg';
import silverMedalSvg from './emblems/silver-medal.svg';
import microphoneSvg from './emblems/microphone.svg';
import pressSvg from './emblems/press.svg';
import quillSvg from './emblems/quill.svg';

const EMBLEM_SIZE = { width: 96, height: 96 } as const;
const laurel = { src: laurelSvg, ...EMBLEM_SIZE, alt: 'Gold laurel wreath emblem' };
const medal = { src: medalSvg, ...EMBLEM_SIZE, alt: 'Gold medal on a ribbon emblem' };
/** For second places: silver, a 2 (the gold medal carries a 1). */
const silverMedal = {
  src: silverMedalSvg,
  ...EMBLEM_SIZE,
  alt: 'Silver medal on a ribbon emblem',
};
const microphone = { src: microphoneSvg, ...EMBLEM_SIZE, alt: 'Stage microphone emblem' };
const press = { src: pressSvg, ...EMBLEM_SIZE, alt: 'Folded newspaper emblem' };
const quill = { src: quillSvg, ...EMBLEM_SIZE, alt: 'Quill pen emblem' };

export const achievementSections: readonly AchievementSection[] = [
  {
    id: 'awards',
    heading: 'Awards',
    items: [
      {
        title: 'Young Novelist of the Year',
        detail: 'Regional Literary Festival, for Huntress of the Gloom',
        year: 2025,
        image: laurel,
      },
      {
        title: 'Best Debut Fantasy (Readers’ Choice)',
        detail: 'Independent Book Circle annual awards',
        year: 2024,
        image: medal,
      },
      {
        title: 'Emerging Poet Award',
        detail: 'City Poetry Society, for The Letters I Never Sent',
        year: 2024,
        image: laurel,
      },
      {
        title: 'Spoken Word Slam: First Place',
        detail: 'Inter-college open mic championship',
        year: 2024,
        image: microphone,
        reading: '2024-03-slam-final',
      },
      {
        title: 'Short Story Prize: Runner-up',
        detail: 'National youth short fiction contest',
        year: 2023,
        image: silverMedal,
      },
      {
        title: 'Excellence in Creative Writing',
        detail: 'University department of English',
        year: 2023,
        image: quill,
      },
      {
        title: 'Best Performance, Poetry Night',
        detail: 'Monthly poetry evening at a city café stage',
        year: 2023,
        image: microphone,
      },
      {
        title: 'School Gold Medal for Literature',
        detail: 'Awarded at graduation for the literary magazine',
        year: 2021,
        image: medal,
      },
    ],
  },
  {
    id: 'featured-in',
    heading: 'Featured In',
    items: [
      {
        title: 'The Morning Ledger: Weekend Books',
        detail: 'Interview: writing fantasy from a small-town bedroom',
        year: 2025,
        image: press,
      },
      {
        title: 'Inkwell Literary Podcast',
        detail: 'Episode guest on grief, maps and magic',
        year: 2025,
        image: microphone,
        link: 'https://inkwellpodcast.example.com/episodes/mira-ashwood',
      },
      {
        title: 'City Lights Magazine',
        detail: 'Profile: “Five young writers to watch”',
        year: 2024,
        image: press,
      },
      {
        title: 'Paper Lanterns Anthology',
        detail: 'Three poems in the annual young poets’ collection',
        year: 2024,
        image: quill,
      },
      {
        title: 'Campus Radio: Late Pages',
        detail: 'Live reading from The Letters I Never Sent',
        year: 2024,
        image: microphone,
        reading: '2024-09-late-pages',
      },
      {
        title: 'The Readers’ Nook Blog',
        detail: 'Review and author Q&A for Huntress of the Gloom',
        year: 2024,
        image: press,
      },
    ],
  },
  {
    id: 'other-achievements',
    heading: 'Other Achievements',
    items: [
      {
        title: 'Three books published before 21',
        detail: 'Two novels and a poetry collection, 2024 to 2025',
        year: 2025,
        image: quill,
      },
      {
        title: 'Writing workshop host',
        detail: 'Led free workshops for more than 200 school students',
        year: 2025,
        image: laurel,
      },
      {
        title: 'Festival speaker',
        detail: 'Panel on young voices in fiction at a literature festival',
        year: 2024,
        image: microphone,
        reading: '2024-11-festival-panel',
      },
    ],
  },
];
