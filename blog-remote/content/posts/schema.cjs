// The frontmatter every blog post must carry, checked at build time (and in Jest) by the
// shared Markdown loader: a post that breaks it breaks the build, naming the field.
// Keep `category` in step with content/categories.ts (post-schema.test.ts checks it); a
// post's `postId` must be one of the likeable posts of @site/shared/likes/post-ids.json.
const fs = require('node:fs');
const path = require('node:path');
const { z } = require('zod');
const postIds = require('@site/shared/likes/post-ids.json');

const IMAGES_DIR = path.join(__dirname, '..', 'images');

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

const imageFile = z
  .string()
  .regex(/^[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, 'image must be an image file name')
  .refine((file) => fs.existsSync(path.join(IMAGES_DIR, path.basename(file))), {
    error: 'image must name a file in blog-remote/content/images',
  })
  .transform((file) => path.basename(file));

const post = z
  .strictObject({
    title: z.string().trim().min(1),
    /** The title on the category's list card, when it differs from the post's own. */
    cardTitle: z.string().trim().min(1).optional(),
    category: z.enum(['marginalia', 'vault', 'drafts', 'once-upon-a-word']),
    postId: z.enum(postIds),
    date: isoDay,
    description: z.string().trim().min(1),
    image: imageFile.optional(),
    imageAlt: z.string().trim().min(1).optional(),
    /** Marks text written as a stand-in for the author's own; never shown. */
    sample: z.boolean().optional(),
  })
  .refine((post) => !post.image || post.imageAlt, {
    error: 'imageAlt is required when a post has an image',
    path: ['imageAlt'],
  })
  .transform((fields) => ({
    ...fields,
    dateLabel: DAY_LABEL.format(new Date(`${fields.date}T00:00:00Z`)),
  }));

/**
 * A post's HTML is a chunk of its own, fetched by its page (src/post/post-body.tsx): the hub
 * and category pages list every post without carrying any post's text.
 */
post.bodyLoads = 'on-demand';

module.exports = post;
