// Types for the shared Markdown compile step and the archive's content type, which the schema
// tests call directly (content/archive/schema.test.ts).
declare module '@site/toolchain/markdown-core.cjs' {
  export function compileMarkdown(
    source: string,
    filePath: string,
    schemaPath: string,
  ): Record<string, unknown> & { slug: string; body: string };
}

declare module '*/archive/schema.cjs' {
  /** The content type; only what the tests read of it. */
  const contentType: { themes: readonly string[] };
  export default contentType;
}
