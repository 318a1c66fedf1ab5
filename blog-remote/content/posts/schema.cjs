// The blog's content type: one Markdown file per post, its frontmatter checked here, its body
// the post. Read through published.md-folder by the toolchain's content pipeline
// (toolchain/content-collection.cjs), in the build and in Jest alike: a post that breaks these
// rules fails both, naming the file and the field. Keep `category` in step with
// content/categories.ts (schema.test.ts checks it).
const path = require('node:path');
const { descriptionText, titleText } = require('@site/toolchain/content-limits.cjs');
const { z } = require('zod');

/** What a like counter's id and a post's file name may look like: lowercase words and dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A post's day as readers see it, "18 February 2025", worked out here at build time: formatting
 * it in the page would load the browser's locale data on the main thread while the blog's code
 * is evaluated (~8 ms, ~30 ms on the phone profile: docs/performance.md).
 */
const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** YAML reads an unquoted 2025-03-14 as a Date; either spelling is accepted as the day. */
const isoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: 'date must be an ISO date such as 2025-03-14' }),
);

/** The four categories of content/categories.ts, by slug. */
const CATEGORIES = ['marginalia', 'vault', 'drafts', 'once-upon-a-word'];

const frontmatter = z
  .strictObject({
    title: titleText(),
    /** The title on the category's list card, when it differs from the post's own. */
    cardTitle: titleText().optional(),
    category: z.enum(CATEGORIES),
    /**
     * The post's like counter (the Firestore document likes/{postId}). Defaults to the file
     * name; set it to keep a post's likes when renaming its file.
     */
    postId: z
      .string()
      .regex(SLUG, 'postId must be lowercase words joined by dashes, such as my-first-post')
      .max(100)
      .optional(),
    date: isoDay,
    description: descriptionText(),
    /** A file in content/images, shown at the top of the post and as its link preview. */
    image: z
      .string()
      .regex(/^[\w.-]+\.(svg|png|jpe?g|webp|avif|gif)$/, 'image must be an image file name')
      .optional(),
    /** What the image shows: as long as a description at the most (a screen reader reads it whole). */
    imageAlt: descriptionText().optional(),
    /** Marks text written as a stand-in for the author's own; never shown. */
    sample: z.boolean().optional(),
  })
  .refine((fields) => !fields.image || fields.imageAlt, {
    error: 'imageAlt is required when a post has an image',
    path: ['imageAlt'],
  })
  .transform((fields) => ({
    ...fields,
    dateLabel: DAY_LABEL.format(new Date(`${fields.date}T00:00:00Z`)),
  }));

/** A category's later pages live at /blog/<category>/page/<n>: no post may be called that. */
const RESERVED_SLUGS = ['page'];

/** The blog's publish step, and what it reads besides the posts. */
const PUBLISH_CODE = path.join(__dirname, '../../build/blog-content.cjs');

/**
 * @type {import('@site/toolchain/markdown-core.cjs').ContentType & { categories: string[] }}
 */
module.exports = {
  schema: frontmatter,
  // The rules across a file.
  checkFileName: (slug) =>
    SLUG.test(slug) && !RESERVED_SLUGS.includes(slug)
      ? undefined
      : "a post's file name is its address; use lowercase words joined by dashes" +
        (RESERVED_SLUGS.includes(slug) ? ` (not "${slug}", which the category pages use)` : ''),
  // How the body is compiled.
  /** Long posts get an address for each section and a list of contents. */
  headingAnchors: true,
  // How the folder is published: data files the pages fetch, not modules (build/blog-content.cjs).
  publish: (compiled, context) => require(PUBLISH_CODE).publishBlog(compiled, context),
  publishInputs: [path.join(__dirname, '../images'), PUBLISH_CODE],
  /** The categories a post may name (schema.test.ts keeps them in step with content/categories.ts). */
  categories: CATEGORIES,
};
