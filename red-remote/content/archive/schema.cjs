// The Red Archive's content type: one Markdown file per entry, frontmatter checked by the
// schema, body = the poem. A file that breaks these rules fails the build and the tests,
// naming the file.
const { z } = require('zod');

const archiveEntry = z.object({
  /** Shown as the three-digit entry number: 7 -> "Entry #007". */
  number: z.number().int().min(1).max(99),
  /** Shown only while the entry is published; a locked entry's label never shows it. */
  title: z.string().trim().min(1),
  /** `locked` entries are listed but cannot be opened; publish by switching to `published`. */
  state: z.enum(['published', 'locked']),
  /** Marks text written as a stand-in for the author's own poem. */
  sample: z.boolean().optional(),
});

/** @type {import('@site/toolchain/markdown-core.cjs').ContentType} */
module.exports = {
  schema: archiveEntry,
  /** A published entry must have a poem to show. */
  checkDocument: (data, body) =>
    data.state === 'published' && body.length === 0
      ? 'a published entry needs its poem below the frontmatter'
      : undefined,
  /** The archive shows a poem's lines as written (src/archive/archive-entries.ts): no HTML. */
  bodyAs: 'markdown',
  /**
   * Each poem is a chunk of its own, fetched when its entry is opened (or pointed at): the
   * Red pages carry the list of entries, not the poems. The check above guarantees that a
   * published entry has a poem to fetch.
   */
  bodyLoads: 'on-demand',
};
