// The site's content as the browser tests read it, so that tests about behaviour take their
// titles and counts from what the author wrote instead of repeating the launch's sample
// texts. Data files without images are imported as they are; those with images through
// loadContentModule; the Red Archive's Markdown through the build's own compile step. Relative
// imports name `.js` files, so Node runs this too (the Firefox smoke set, register-ts.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as BooksModule from '../../portfolio-remote/content/books';
import type * as AchievementsModule from '../../portfolio-remote/content/achievements';
import type * as BookTilesModule from '../../red-remote/content/book-tiles';
import type * as HuntressModule from '../../red-remote/content/huntress';
import type { Reading } from '../../portfolio-remote/src/readings/reading.js';
import { loadContentModule } from './content-module.js';
import { REPO_ROOT } from './site-server.js';

export { siteConfig } from '../../shared/src/config/site-config.js';
export {
  bioCopy,
  doorCopy,
  heroActions,
  newestWritingCopy,
  newsletterCopy,
  quoteCopy,
  redArchiveInvite,
} from '../../shell/src/home/home-content.js';
export {
  achievementsCopy,
  bookPageCopy,
  contactCopy,
  portfolioCopy,
  readingsCopy,
  showcaseCopy,
} from '../../portfolio-remote/content/pages.js';
export { redCopy } from '../../red-remote/content/red-copy.js';
/** A reading as the portfolio's build publishes it (portfolio-remote/build/readings-content.cjs). */
export type { Reading };
export { listenCopy } from '../../red-remote/content/listen-copy.js';
export { themes } from '../../red-remote/content/themes.js';
export {
  exclusiveRooms,
  lettersPlaceholders,
  murderExchangePlaceholders,
} from '../../red-remote/content/exclusive-rooms.js';

const content = (file: string) => path.join(REPO_ROOT, file);

export const { books } = loadContentModule<typeof BooksModule>(
  content('portfolio-remote/content/books.ts'),
);
export const { achievementSections } = loadContentModule<typeof AchievementsModule>(
  content('portfolio-remote/content/achievements.ts'),
);
export const { bookTiles } = loadContentModule<typeof BookTilesModule>(
  content('red-remote/content/book-tiles.ts'),
);
export const { characters, worldBuildingNotes } = loadContentModule<typeof HuntressModule>(
  content('red-remote/content/huntress.ts'),
);

/** A Red Archive entry as readers see it in the list (the spec's 'Entry #NNN - ...'). */
export interface ArchiveEntry {
  number: number;
  state: 'published' | 'locked';
  /** 'Entry #007 - Title' when published, 'Entry #016 - [Locked]' when locked. */
  label: string;
  /** The title in the file's frontmatter (a locked entry's is never shown). */
  title: string;
  /** The poem's lines, blank lines left out ([] for a locked entry). */
  lines: string[];
  /** Its context, where its file gives it (content/archive/schema.cjs). */
  date?: string;
  dateLabel?: string;
  theme?: string;
  collection?: string;
  /** The recording's cues where one stands beside the poem (toolchain/recording-cues.cjs). */
  cues?: readonly { start: number; end: number; line: number }[];
}

const compile = createRequire(import.meta.url)('../../toolchain/markdown-core.cjs') as {
  compileMarkdown: (
    source: string,
    filePath: string,
    schemaPath: string,
  ) => {
    number: number;
    title: string;
    state: 'published' | 'locked';
    body: string;
    date?: string;
    dateLabel?: string;
    theme?: string;
    collection?: string;
    recording?: { cues: { start: number; end: number; line: number }[] };
  };
};

/** Every entry file of the archive, compiled as the build does, in number order. */
export const archiveEntries: readonly ArchiveEntry[] = (() => {
  const folder = content('red-remote/content/archive');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const file = path.join(folder, name);
      const entry = compile.compileMarkdown(
        readFileSync(file, 'utf8'),
        file,
        path.join(folder, 'schema.cjs'),
      );
      const number = `Entry #${String(entry.number).padStart(3, '0')} - `;
      return {
        number: entry.number,
        state: entry.state,
        label: `${number}${entry.state === 'published' ? entry.title : '[Locked]'}`,
        title: entry.title,
        lines: entry.body
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        date: entry.date,
        dateLabel: entry.dateLabel,
        theme: entry.theme,
        collection: entry.collection,
        ...(entry.recording && { cues: entry.recording.cues }),
      };
    })
    .sort((a, b) => a.number - b.number);
})();

/** A poem's own page: /red-archive/entry-007 (a locked entry's answers 404). */
export const poemPath = (entry: Pick<ArchiveEntry, 'number'>): string =>
  `/red-archive/entry-${String(entry.number).padStart(3, '0')}`;

export const readableEntries = archiveEntries.filter((entry) => entry.state === 'published');
/** The published poems with a recording beside them. */
export const recordedEntries = readableEntries.filter((entry) => entry.cues !== undefined);
export const lockedEntries = archiveEntries.filter((entry) => entry.state === 'locked');

const contentRequire = createRequire(import.meta.url);

/** Every reading of content/readings, published as the build does, earliest first. */
export const readings: readonly Reading[] = (() => {
  const { compileFolder } = contentRequire('../../toolchain/content-collection.cjs') as {
    compileFolder: (folder: string) => unknown[];
  };
  const { publishReadings } = contentRequire(
    '../../portfolio-remote/build/readings-content.cjs',
  ) as { publishReadings: (compiled: unknown[]) => { exports: { readings: Reading[] } } };
  return publishReadings(compileFolder(content('portfolio-remote/content/readings'))).exports
    .readings;
})();
