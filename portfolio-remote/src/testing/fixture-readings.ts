// Readings of the tests' own (src/readings/readings-page.test.tsx): one heard a month ago, one
// tonight, one in the spring, around NOW.
import type { Reading } from '../readings/reading';

export const HOUR = 3_600_000;
export const NOW = Date.UTC(2027, 0, 10, 12);

const fixture = (slug: string, startMs: number, extra: Partial<Reading> = {}): Reading => ({
  slug,
  title: `Reading ${slug}`,
  venue: 'A Room',
  city: 'Town',
  country: 'GB',
  timeZone: 'Europe/London',
  startDate: new Date(startMs).toISOString(),
  endDate: new Date(startMs + 2 * HOUR).toISOString(),
  startMs,
  endMs: startMs + 2 * HOUR,
  dayLabel: `day of ${slug}`,
  timeLabel: 'time',
  status: 'scheduled',
  attendance: 'in-person',
  calendarFile: `static/readings/${slug}.ics`,
  ...extra,
});

export const readings: readonly Reading[] = [
  fixture('heard', NOW - 30 * 24 * HOUR, { recording: 'https://example.com/heard' }),
  fixture('tonight', NOW + 6 * HOUR),
  fixture('spring', NOW + 60 * 24 * HOUR, { link: 'https://example.com/spring' }),
];
