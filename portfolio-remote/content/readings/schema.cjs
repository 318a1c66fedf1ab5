// The readings' content type: one Markdown file per reading or performance, its frontmatter
// checked here, its body (optional) a line or two about it. Read through readings.md-folder
// by the toolchain's content pipeline (toolchain/content-collection.cjs), in the build and in
// Jest alike: a file that breaks these rules fails both, naming the file and the field. The
// publish step (build/readings-content.cjs) works out the times and writes each reading's
// calendar file. How to edit: docs/content-editing-portfolio.md, "Readings".
const path = require('node:path');
const { titleText } = require('@site/toolchain/content-limits.cjs');
const { z } = require('zod');
const { isTimeZone } = require('../../build/zoned-time.cjs');

/** A file name is the reading's anchor on the page: lowercase words and dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The local time on the venue's clock, "2027-02-13T19:30" (quoted or not). */
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
  error: 'must be the local time on the venue clock, such as "2027-02-13T19:30"',
});

const place = z.string().trim().min(1).max(120);
const webAddress = z.url({ protocol: /^https?$/, error: 'must be a web address (https://...)' });

const frontmatter = z.strictObject({
  /** What the reading is: "Poetry night at the Lantern Room". */
  title: titleText(),
  start: localTime,
  end: localTime,
  /** The venue's IANA time zone: "Europe/London", "Asia/Kolkata". */
  timeZone: z.string().refine(isTimeZone, {
    error: 'must be a time zone such as Europe/London or Asia/Kolkata',
  }),
  venue: place,
  /** Street and number, if the venue has one worth giving. */
  address: place.optional(),
  city: place,
  /** Two capital letters: GB, IN, US. */
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code: GB, IN' }),
  /** The event's own page (the venue's listing, tickets). */
  link: webAddress.optional(),
  /** Where a recording of it can be heard or watched, once there is one. */
  recording: webAddress.optional(),
  status: z.enum(['scheduled', 'rescheduled', 'postponed', 'cancelled']).default('scheduled'),
  attendance: z.enum(['in-person', 'online', 'mixed']).default('in-person'),
  /** Marks an invented stand-in; shown to readers as a sample. */
  sample: z.boolean().optional(),
});

const PUBLISH_CODE = path.join(__dirname, '../../build/readings-content.cjs');

/** @type {import('@site/toolchain/markdown-core.cjs').ContentType} */
module.exports = {
  schema: frontmatter,
  checkFileName: (slug) =>
    SLUG.test(slug) ? undefined : "a reading's file name is its anchor: lowercase words and dashes",
  /** The note under a reading is shown as written. */
  bodyAs: 'markdown',
  publish: (compiled) => require(PUBLISH_CODE).publishReadings(compiled),
  publishInputs: [
    PUBLISH_CODE,
    path.join(__dirname, '../../build/calendar-file.cjs'),
    path.join(__dirname, '../../build/zoned-time.cjs'),
  ],
};
