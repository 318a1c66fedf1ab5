// @ts-check
// Code a build runs that can refuse it but never changes what it makes: a change to one of
// these releases no site. If it refuses what is live, the build fails in CI before any release;
// if it lets it pass, every byte is as it was. A file here must return problems or fail the
// build, not transform: content-limits.cjs, which trims the titles it bounds, is not one.
export const BUILD_CHECKS = new Set([
  // An author's HTML and styles in a post or poem: refused with file, line and property.
  'toolchain/author-html.cjs',
  'toolchain/author-css.cjs',
  'toolchain/author-class.cjs',
  // A remote's imports from @site/shared: refused when its package.json declares another
  // version than the lowest that has them, or when it imports a name the shell does not provide.
  'toolchain/shared-needs-plugin.mjs',
  'toolchain/shared-needs.mjs',
  'toolchain/shared-exports-guard-plugin.mjs',
  'toolchain/unlisted-shared-imports.mjs',
  // Writes what the build read under node_modules/.cache: nothing of it is served.
  'toolchain/build-inputs-plugin.mjs',
]);
