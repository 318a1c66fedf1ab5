// Markdown content files compile to their validated frontmatter plus slug, word count and
// loadBody (toolchain/markdown-core.cjs; the archive's schema asks for the raw Markdown,
// not HTML, in a chunk of its own per file). This remote's only Markdown is the Red Archive,
// so the shape below mirrors content/archive/schema.cjs.
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
