// @ts-check
// Files that no site's build or deploy reads: tests and their helpers, docs, lint and editor
// configuration. A folder pattern may cover them; a negation takes them out again.
const NEVER_BUILT = [
  /(^|\/)__tests__\//,
  /(^|\/)testing\//,
  /\.test\.[cm]?[jt]sx?$/,
  /(^|\/)jest[.-][^/]*$/,
  /(^|\/)content-jest-transform\.cjs$/,
  // Markdown is content too (posts, poems): only the docs and READMEs are never built.
  /(^|\/)README\.md$/,
  /^docs\//,
  /(^|\/)eslint\.config\.[cm]?js$/,
  /(^|\/)tsconfig[^/]*\.json$/,
  /\.d\.m?ts$/,
];

/** The negations written after a workflow's patterns, matching NEVER_BUILT. */
export const NEVER_BUILT_NEGATIONS = [
  '!**/__tests__/**',
  '!**/testing/**',
  '!**/*.test.*',
  '!**/jest.*',
  '!**/jest-*',
  '!**/content-jest-transform.cjs',
  '!**/README.md',
  '!docs/**',
  '!**/eslint.config.*',
  '!**/tsconfig*.json',
  '!**/*.d.ts',
  '!**/*.d.mts',
];

/** @param {string} file */
export function neverBuilt(file) {
  return NEVER_BUILT.some((pattern) => pattern.test(file));
}
