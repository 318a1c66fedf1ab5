// @ts-check
// The readings' publish step. Every Markdown file in content/readings is one reading or
// performance (the file is the reading: no list to keep in step); the toolchain's content
// pipeline reads the folder through content/readings/readings.md-folder and checks each file
// against content/readings/schema.cjs (toolchain/content-collection.cjs). This step turns them
// into what the page needs, worked out here at build time:
//   - each reading's start and end as instants (from its local time and time zone) and as
//     ISO times with their offset (schema.org's startDate), and its day and time as readers
//     read them, in the reading's own zone;
//   - static/readings/<slug>.<hash>.ics, the reading's "add to calendar" file (RFC 5545:
//     build/calendar-file.cjs), named by its content so it may be cached for good.
// Every reading gets its file, past ones too: which ones are still to come is the reader's
// day, not the build's (src/readings/readings-page.tsx).
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { statSync } = require('node:fs');
const path = require('node:path');
const { calendarFile } = require('./calendar-file.cjs');
const { isoWithOffset, zonedToUtc } = require('./zoned-time.cjs');

/** Where a reading's calendar UID says it comes from (RFC 5545: unique the world over). */
const UID_DOMAIN = 'readings.author-site';

/**
 * When a reading's file was last revised: its last commit, else (not committed yet) the
 * file's own time. The calendar file's DTSTAMP; from the commit, so one checkout always
 * builds the same files.
 */
function lastRevised(file) {
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', path.basename(file)], {
      cwd: path.dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (seconds) return Number(seconds) * 1000;
  } catch {
    // Not a git checkout: the file's time.
  }
  return Math.floor(statSync(file).mtimeMs / 1000) * 1000;
}

/** @param {string} timeZone @param {Intl.DateTimeFormatOptions} options */
const formatIn = (timeZone, options) => new Intl.DateTimeFormat('en-GB', { timeZone, ...options });

/**
 * @param {{ file: string, document: Record<string, any> }[]} compiled
 * @param {{ stampOf?: (file: string) => number }} [context] `stampOf` for tests
 */
function publishReadings(compiled, context = {}) {
  const stampOf = context.stampOf ?? lastRevised;
  const files = [];
  const readings = compiled.map(({ file, document }) => {
    const { slug, timeZone } = document;
    const start = zonedToUtc(document.start, timeZone);
    const end = zonedToUtc(document.end, timeZone);
    if (end.utcMs <= start.utcMs) {
      throw new Error(`${file}: end (${document.end}) must be after start (${document.start})`);
    }
    const place = [document.venue, document.address, document.city].filter(Boolean).join(', ');
    const note = String(document.body ?? '').trim();
    const text = calendarFile({
      uid: `${slug}@${UID_DOMAIN}`,
      stampMs: stampOf(file),
      startMs: start.utcMs,
      endMs: end.utcMs,
      title: document.title,
      location: place,
      url: document.link,
      description: note || undefined,
      status: document.status,
    });
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
    const calendarPath = `static/readings/${slug}.${hash}.ics`;
    files.push({ name: calendarPath, content: text });
    const instant = new Date(start.utcMs);
    return {
      slug,
      title: document.title,
      venue: document.venue,
      ...(document.address ? { address: document.address } : {}),
      city: document.city,
      country: document.country,
      timeZone,
      startDate: isoWithOffset(document.start, start.offsetMinutes),
      endDate: isoWithOffset(document.end, end.offsetMinutes),
      startMs: start.utcMs,
      endMs: end.utcMs,
      /** "Saturday 13 February 2027", in the reading's zone. */
      dayLabel: formatIn(timeZone, { dateStyle: 'full' }).format(instant),
      /** "19:30 GMT", in the reading's zone. */
      timeLabel:
        formatIn(timeZone, { timeStyle: 'short' }).format(instant) +
        ` ${
          formatIn(timeZone, { timeZoneName: 'short' })
            .formatToParts(instant)
            .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
        }`,
      status: document.status,
      attendance: document.attendance,
      ...(document.link ? { link: document.link } : {}),
      ...(document.recording ? { recording: document.recording } : {}),
      ...(note ? { note } : {}),
      ...(document.sample ? { sample: true } : {}),
      calendarFile: calendarPath,
    };
  });
  readings.sort((a, b) => a.startMs - b.startMs);
  return { files, exports: { readings } };
}

module.exports = { publishReadings, lastRevised };
