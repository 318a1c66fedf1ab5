// Markdown content files compile to their validated frontmatter plus slug, word count and
// body (shared/build/markdown-core.cjs; the archive's schema asks for the raw Markdown, not
// HTML). This remote's only Markdown is the Red Archive, so the shape below mirrors
// content/archive/schema.cjs.
declare module '*.md' {
  const document: {
    number: number;
    title: string;
    state: 'published' | 'locked';
    sample?: boolean;
    /** File name without `.md`. */
    slug: string;
    /** The raw Markdown under the frontmatter (the poem). */
    body: string;
    words: number;
  };
  export default document;
}
