// Class names an author may not borrow: the site's own. An author writes no stylesheet, so a
// class in a post can only pick up the site's rules, and some of those place a box over the
// page (the header's, `visually-hidden`'s `position: absolute`). Emotion names every class it
// makes `css-<hash>`, the same hash in every build for the same styles; the others are named
// in the site's code, and author-class.test.mjs finds them there so this list cannot fall
// behind.

/** The prefix of every class Emotion generates (its cache key, `css`, is the default). */
const EMOTION_PREFIX = 'css-';

/** The classes the site's code names itself. */
const SITE_CLASSES = new Set([
  // shared/src/theme/global-styles.tsx
  'visually-hidden',
  // toolchain/markdown-headings.cjs, styled by blog-remote/src/post/prose-css.ts
  'heading-with-anchor',
  'heading-anchor',
  // shell/src/service-worker/offline-page.ts (a page of its own, listed all the same)
  'site',
  'path',
  'retry',
  'card',
]);

/** Whether `name` is a class the site generates or names. */
function isSiteClass(name) {
  // Case-insensitive: a page in quirks mode matches classes without case.
  const lower = name.toLowerCase();
  return lower.startsWith(EMOTION_PREFIX) || SITE_CLASSES.has(lower);
}

/**
 * The site's classes among a `class` attribute's value (character references decoded),
 * split as HTML splits it: on ASCII whitespace.
 * @param {string} value
 * @returns {string[]}
 */
function siteClassesIn(value) {
  return value.split(/[\t\n\f\r ]+/).filter((name) => name !== '' && isSiteClass(name));
}

module.exports = { isSiteClass, siteClassesIn, SITE_CLASSES };
