// Markdown content files compile to their validated frontmatter plus slug, body and html
// (shared/build/markdown-loader.cjs). This remote's only Markdown is the Red Archive, so
// the shape below mirrors content/archive/schema.cjs.
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
    html: string;
  };
  export default document;
}
