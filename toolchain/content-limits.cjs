// How long an author's titles and descriptions may be, in every content type (the blog's
// posts, the Red Archive's poems; the portfolio's book test reads them too). Told to authors in
// docs/content-editing-blog.md and docs/content-editing-red.md.
//
// Generous on purpose: publications cut titles near 60-70 characters in search results and
// descriptions near 160; the site's own titles run to 43 characters and its descriptions to
// 171 (a book's blurb). A title of 120 still fits the four lines of its link-preview card; a
// description of 300 is two or three sentences.
// Past these it is a mistake (a paste, a runaway line), and a 100,000-character title ran the
// card maker out of memory (issue 45).
const { z } = require('zod');

/** The most characters (UTF-16 units, after trimming) a field may hold. */
const CONTENT_LIMITS = Object.freeze({ title: 120, description: 300 });

/**
 * A required line of text of at most `max` characters. The build's error names the file and
 * the field (markdown-core.cjs); this message adds the length and the maximum.
 */
function boundedText(max) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max, {
      error: (issue) => `too long: ${String(issue.input).length} characters, at most ${max}`,
    });
}

/** A title: a post's, its card's, a poem's. */
const titleText = () => boundedText(CONTENT_LIMITS.title);

/** A description: a post's, shown on its list card, in search results and link previews. */
const descriptionText = () => boundedText(CONTENT_LIMITS.description);

module.exports = { CONTENT_LIMITS, titleText, descriptionText };
