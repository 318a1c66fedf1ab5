// Markdown content files compile to their validated frontmatter plus slug, word count and
// loadBody (toolchain/markdown-core.cjs; the archive's schema asks for the raw Markdown,
// not HTML, in a chunk of its own per file). This remote's only Markdown is the Red Archive,
// so the shape below mirrors content/archive/schema.cjs.
/** A recording's cue: when a line is spoken; `line` counts the poem's lines from 0. */
interface Cue {
  start: number;
  end: number;
  line: number;
}

/** A recording beside a poem: its audio file's address, type and length, and its cues. */
interface Recording {
  src: string;
  type: string;
  /** To the end of the last cue, as ISO 8601 ("PT55S"). */
  duration: string;
  /** The cues in order, from a chunk of their own (only the listening code needs them). */
  loadCues: () => Promise<readonly Cue[]>;
}

interface RedArchiveDocument {
  number: number;
  title: string;
  state: 'published' | 'locked';
  sample?: boolean;
  /** ISO day, and as readers read it ("3 June 2024"): content/archive/schema.cjs. */
  date?: string;
  dateLabel?: string;
  theme?: 'murder' | 'rage' | 'risk' | 'love' | 'ruin';
  collection?: string;
  /** File name without `.md`. */
  slug: string;
  /** The raw Markdown under the frontmatter (the poem), fetched on demand ('' when none). */
  loadBody: (retry?: boolean) => Promise<string>;
  words: number;
  /**
   * The recording beside the file and its cues (toolchain/recording-cues.cjs), from the
   * body's chunk, one promise per tab; absent when the poem has none.
   */
  loadRecording?: () => Promise<Recording>;
  /** A hash of the body as built. */
  bodyVersion: string;
}

declare module '*.md' {
  const document: RedArchiveDocument;
  export default document;
}

/** Every `.md` file beside it, in file-name order (toolchain/content-collection.cjs). */
declare module '*.md-folder' {
  const documents: readonly RedArchiveDocument[];
  export default documents;
}
