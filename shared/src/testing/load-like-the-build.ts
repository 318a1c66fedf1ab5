// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadBodySource } = require('@site/toolchain/markdown-core.cjs') as {
  loadBodySource: (loadExpression: string) => string;
};

/**
 * A content file's `loadBody` exactly as the build writes it (toolchain/markdown-core.cjs),
 * around `attempt`: the same one promise per load, failures kept until `loadBody(true)`.
 * Tests of on-demand content then exercise the real loading rules, not a copy of them.
 */
export function loadLikeTheBuild<T>(attempt: () => Promise<T>): (retry?: boolean) => Promise<T> {
  const document: { loadBody?: (retry?: boolean) => Promise<T> } = {};
  new Function('document', 'attempt', loadBodySource('attempt()'))(document, attempt);
  if (!document.loadBody) throw new Error('markdown-core wrote no loadBody');
  return document.loadBody;
}
