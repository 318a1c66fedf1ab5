import { isUpcoming, splitReadings, type Reading } from './reading';

const reading = (slug: string, startMs: number, hours = 2): Reading => ({
  slug,
  title: slug,
  venue: 'A Room',
  city: 'Town',
  country: 'GB',
  timeZone: 'Europe/London',
  startDate: new Date(startMs).toISOString(),
  endDate: new Date(startMs + hours * 3_600_000).toISOString(),
  startMs,
  endMs: startMs + hours * 3_600_000,
  dayLabel: '',
  timeLabel: '',
  status: 'scheduled',
  attendance: 'in-person',
  calendarFile: `static/readings/${slug}.ics`,
});

const DAY = 86_400_000;
const NOW = Date.UTC(2027, 0, 1, 12);

describe('readings still to come and those over', () => {
  const list = [
    reading('last-year', NOW - 365 * DAY),
    reading('next-month', NOW + 30 * DAY),
    reading('yesterday', NOW - DAY),
    reading('tomorrow', NOW + DAY),
  ];

  it('lists the next first, then the latest over first', () => {
    const { upcoming, past } = splitReadings(list, NOW);
    expect(upcoming.map((item) => item.slug)).toEqual(['tomorrow', 'next-month']);
    expect(past.map((item) => item.slug)).toEqual(['yesterday', 'last-year']);
  });

  it('keeps a reading under way among those to come until it ends', () => {
    const now = reading('now', NOW - 3_600_000);
    expect(isUpcoming(now, NOW)).toBe(true);
    expect(isUpcoming(now, now.endMs)).toBe(false);
  });
});
