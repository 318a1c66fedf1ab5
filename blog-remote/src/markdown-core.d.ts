// Types for the shared Markdown compile step, which the post-schema tests call directly.
declare module '@site/toolchain/markdown-core.cjs' {
  export function compileMarkdown(
    source: string,
    filePath: string,
    schemaPath: string,
  ): Record<string, unknown> & { slug: string; body: string; html: string };
  export function toModule(
    document: Record<string, unknown>,
    filePath: string,
    schemaPath: string,
    query?: string,
  ): string;
}
