// The Red Archive's content type: one Markdown file per entry, its frontmatter checked here,
// its body the poem. Read through entries.md-folder by the toolchain's content pipeline
// (toolchain/content-collection.cjs), in the build and in Jest alike: a file that breaks these
// rules fails both, naming the file and the field.
const { titleText } = require('@site/toolchain/content-limits.cjs');
const { z } = require('zod');

const frontmatter = z.strictObject({
  /** Shown as the three-digit entry number: 7 -> "Entry #007". */
  number: z.number().int().min(1).max(99),
  /** Shown only while the entry is published; a locked entry's label never shows it. */
  title: titleText(),
  /** `locked` entries are listed but cannot be opened; publish by switching to `published`. */
  state: z.enum(['published', 'locked']),
  /** Marks text written as a stand-in for the author's own poem. */
  sample: z.boolean().optional(),
});

/** @type {import('@site/toolchain/markdown-core.cjs').ContentType} */
module.exports = {
  schema: frontmatter,
  // The rules across a file.
  /** A published entry must have a poem to show. */
  checkDocument: (data, body) =>
    data.state === 'published' && body.length === 0
      ? 'a published entry needs its poem below the frontmatter'
      : undefined,
  // How the body is compiled.
  /** The archive shows a poem's lines as written (src/archive/archive-entries.ts): no HTML. */
  bodyAs: 'markdown',
  /**
   * Each poem is a chunk of its own, fetched when its entry is opened (or pointed at): the
   * Red pages carry the list of entries, not the poems. The check above guarantees that a
   * published entry has a poem to fetch.
   */
  bodyLoads: 'on-demand',
  // How the folder is published: as a list of the entries' modules (no `publish` step).
};
