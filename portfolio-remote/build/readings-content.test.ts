/** @jest-environment node */
import path from 'node:path';
import { compileMarkdown } from '@site/toolchain/markdown-core.cjs';
import { readCalendar } from './read-calendar.cjs';
import { publishReadings } from './readings-content.cjs';

const SCHEMA = path.join(__dirname, '../content/readings/schema.cjs');

/** A reading's file of our own, compiled as the build does. */
function readingFile(slug: string, fields: Record<string, string>, note = '') {
  const file = path.join(__dirname, `../content/readings/${slug}.md`);
  const frontmatter = Object.entries({
    title: 'A reading',
    start: '2027-07-10T19:30',
    end: '2027-07-10T21:00',
    timeZone: 'Europe/London',
    venue: 'A Room',
    city: 'Town',
    country: 'GB',
    ...fields,
  })
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return { file, document: compileMarkdown(`---\n${frontmatter}\n---\n${note}`, file, SCHEMA) };
}

const STAMP = Date.UTC(2026, 10, 1, 12, 0, 0);
const publish = (files: ReturnType<typeof readingFile>[]) =>
  publishReadings(files, { stampOf: () => STAMP });

describe('the readings publish step', () => {
  it('works out each reading in its own zone: ISO times with the offset, the labels, the order', () => {
    const { exports } = publish([
      readingFile('summer-london', {}),
      readingFile('winter-mumbai', {
        start: '2027-02-06T18:00',
        end: '2027-02-06T19:00',
        timeZone: 'Asia/Kolkata',
      }),
    ]);
    const [first, second] = exports.readings;
    expect(first.slug).toBe('winter-mumbai');
    expect(first.startDate).toBe('2027-02-06T18:00:00+05:30');
    expect(first.startMs).toBe(Date.UTC(2027, 1, 6, 12, 30));
    expect(second.startDate).toBe('2027-07-10T19:30:00+01:00');
    expect(second.endMs).toBe(Date.UTC(2027, 6, 10, 20, 0));
    expect(second.dayLabel).toBe('Saturday, 10 July 2027');
    expect(second.timeLabel).toBe('19:30 BST');
  });

  it('writes a calendar file per reading, named by its content, that reads back as the reading', () => {
    const { files, exports } = publish([
      readingFile(
        'summer-london',
        { link: 'https://example.com/e', status: 'postponed' },
        'Bring a friend.',
      ),
    ]);
    const [reading] = exports.readings;
    expect(files.map((file) => file.name)).toEqual([reading.calendarFile]);
    expect(reading.calendarFile).toMatch(/^static\/readings\/summer-london\.[0-9a-f]{10}\.ics$/);
    const [event] = readCalendar(String(files[0].content)).events;
    expect(event.start).toBe(reading.startMs);
    expect(event.end).toBe(reading.endMs);
    expect(event.stamp).toBe(STAMP);
    expect(event.UID).toBe('summer-london@readings.author-site');
    expect(event.SUMMARY).toBe('A reading');
    expect(event.LOCATION).toBe('A Room, Town');
    expect(event.DESCRIPTION).toBe('Bring a friend.');
    expect(event.STATUS).toBe('TENTATIVE');
    // The same reading builds the same file.
    expect(
      publish([
        readingFile(
          'summer-london',
          { link: 'https://example.com/e', status: 'postponed' },
          'Bring a friend.',
        ),
      ]).files[0].name,
    ).toBe(reading.calendarFile);
  });

  it('stops the build on a reading that ends before it starts', () => {
    expect(() => publish([readingFile('backwards', { end: '2027-07-10T18:00' })])).toThrow(
      /backwards\.md: end \(2027-07-10T18:00\) must be after start/,
    );
  });

  it('stops the build on a start the zone skips', () => {
    expect(() =>
      publish([readingFile('gap', { start: '2027-03-28T01:30', end: '2027-03-28T03:00' })]),
    ).toThrow(/does not exist in Europe\/London/);
  });
});

describe('the readings content type', () => {
  it.each([
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }, /timeZone/],
    ['a time with an offset', { start: '2027-07-10T19:30+01:00' }, /start/],
    ['a country that is not a code', { country: 'England' }, /country/],
    ['a link that is not a web address', { recording: 'soundcloud/me' }, /recording/],
    ['an unknown status', { status: 'maybe' }, /status/],
  ])('refuses %s, naming the field', (_what, fields, field) => {
    expect(() => readingFile('bad', fields)).toThrow(field);
  });

  it('refuses a file name that cannot be an anchor', () => {
    expect(() => readingFile('Big Night', {})).toThrow(/lowercase words and dashes/);
  });
});
