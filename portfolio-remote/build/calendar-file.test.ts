import { calendarFile, escapeText, fold } from './calendar-file.cjs';
import { readCalendar } from './read-calendar.cjs';

const event = {
  uid: 'a-reading@readings.example',
  stampMs: Date.UTC(2026, 10, 20, 9, 15, 0),
  startMs: Date.UTC(2027, 0, 23, 19, 30),
  endMs: Date.UTC(2027, 0, 23, 21, 0),
  title: 'Poems, letters; and a backslash \\ too',
  location: 'The Room, 1 Street, Town',
  url: 'https://example.com/event',
  description: 'First line\nsecond line',
  status: 'scheduled' as const,
};

describe('a reading as an iCalendar file (RFC 5545)', () => {
  it('reads back as one event with the same instants, words and identity', () => {
    const { calendar, events } = readCalendar(calendarFile(event));
    expect(calendar.METHOD).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const [read] = events;
    expect(read.UID).toBe(event.uid);
    expect(read.stamp).toBe(event.stampMs);
    expect(read.start).toBe(event.startMs);
    expect(read.end).toBe(event.endMs);
    expect(read.SUMMARY).toBe(event.title);
    expect(read.LOCATION).toBe(event.location);
    expect(read.DESCRIPTION).toBe(event.description);
    expect(read.URL).toBe(event.url);
    expect(read.STATUS).toBe('CONFIRMED');
  });

  it('writes UTC times, so no VTIMEZONE is needed', () => {
    expect(calendarFile(event)).toContain('\r\nDTSTART:20270123T193000Z\r\n');
    expect(calendarFile(event)).not.toContain('TZID');
  });

  it('cancels a cancelled reading and leaves out what it does not have', () => {
    const text = calendarFile({
      ...event,
      status: 'cancelled',
      url: undefined,
      description: undefined,
    });
    const [read] = readCalendar(text).events;
    expect(read.STATUS).toBe('CANCELLED');
    expect(read.URL).toBeUndefined();
    expect(read.DESCRIPTION).toBeUndefined();
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds them', () => {
    const title = 'Poèmes à voix haute — '.repeat(12);
    const text = calendarFile({ ...event, title });
    expect(readCalendar(text).events[0].SUMMARY).toBe(title);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(fold('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
  });

  it('escapes what TEXT must escape', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});

describe('the reader of calendar files refuses what calendars choke on', () => {
  const good = calendarFile(event);
  it.each([
    ['bare LF line ends', good.replace(/\r\n/g, '\n')],
    ['a long line', good.replace('SUMMARY:', `SUMMARY:${'x'.repeat(80)}`)],
    ['no UID', good.replace(/UID:[^\r]*\r\n/, '')],
    ['no DTSTAMP', good.replace(/DTSTAMP:[^\r]*\r\n/, '')],
    ['a floating time', good.replace('DTSTART:20270123T193000Z', 'DTSTART:20270123T193000')],
    ['a TZID without its VTIMEZONE', good.replace('DTSTART:', 'DTSTART;TZID=Europe/London:')],
    ['an unclosed event', good.replace('END:VEVENT\r\n', '')],
    ['no VERSION', good.replace('VERSION:2.0\r\n', '')],
  ])('%s', (_what, text) => {
    expect(() => readCalendar(text)).toThrow(/not a valid iCalendar file/);
  });
});
