// The Red Archive's content type: one Markdown file per entry, its frontmatter checked here,
// its body the poem. Read through entries.md-folder by the toolchain's content pipeline
// (toolchain/content-collection.cjs), in the build and in Jest alike: a file that breaks these
// rules fails both, naming the file and the field.
const { titleText } = require('@site/toolchain/content-limits.cjs');
const { z } = require('zod');

/**
 * A poem's day as readers see it, "3 June 2024", worked out here at build time (as a post's:
 * blog-remote/content/posts/schema.cjs), so the page loads no locale data to format it.
 */
const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** YAML reads an unquoted 2024-06-03 as a Date; either spelling is accepted as the day. */
const isoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: 'date must be an ISO date such as 2024-06-03' }),
);

/** The five themes of src/themes/theme-keys.ts (schema.test.ts keeps them in step). */
const THEMES = ['murder', 'rage', 'risk', 'love', 'ruin'];

const frontmatter = z
  .strictObject({
    /** Shown as the three-digit entry number: 7 -> "Entry #007". */
    number: z.number().int().min(1).max(99),
    /** Shown only while the entry is published; a locked entry's label never shows it. */
    title: titleText(),
    /** `locked` entries are listed but cannot be opened; publish by switching to `published`. */
    state: z.enum(['published', 'locked']),
    /** The day the poem was written (or dated in the diary); shown with the poem. */
    date: isoDay.optional(),
    /** One of the Red Archive's themes: the poem is listed on that theme's page. */
    theme: z.enum(THEMES, { error: `theme must be one of ${THEMES.join(', ')}` }).optional(),
    /** The book or series the poem belongs to ("The Letters I Never Sent"). */
    collection: titleText().optional(),
    /** Marks text written as a stand-in for the author's own poem. */
    sample: z.boolean().optional(),
  })
  .transform((fields) =>
    fields.date
      ? { ...fields, dateLabel: DAY_LABEL.format(new Date(`${fields.date}T00:00:00Z`)) }
      : fields,
  );

/** @type {import('@site/toolchain/markdown-core.cjs').ContentType} */
module.exports = {
  schema: frontmatter,
  // The rules across a file.
  /** A published entry must have a poem to show. */
  checkDocument: (data, body) => {
    if (data.state === 'published' && body.length === 0) {
      return 'a published entry needs its poem below the frontmatter';
    }
    // A locked entry's fields are in the site's JavaScript: nothing of it but its title.
    const told = ['date', 'theme', 'collection'].filter((field) => data[field] !== undefined);
    if (data.state === 'locked' && told.length > 0) {
      return `a locked entry keeps its ${told.join(', ')} to itself until it is published`;
    }
    return undefined;
  },
  // How the body is compiled.
  /** The archive shows a poem's lines as written (src/archive/archive-entries.ts): no HTML. */
  bodyAs: 'markdown',
  /**
   * Each poem is a chunk of its own, fetched when its entry is opened (or pointed at): the
   * Red pages carry the list of entries, not the poems. The check above guarantees that a
   * published entry has a poem to fetch.
   */
  bodyLoads: 'on-demand',
  /** The themes a poem may name (schema.test.ts keeps them in step with src/themes/theme-keys.ts). */
  themes: THEMES,
  // How the folder is published: as a list of the entries' modules (no `publish` step).
};
