import { isUpcoming, splitInstant, splitReadings, type Reading } from './reading';

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

describe('the instant a list is split at, as a served page names it', () => {
  const list = [
    reading('last-year', NOW - 365 * DAY),
    reading('yesterday', NOW - DAY),
    reading('tomorrow', NOW + DAY),
  ];
  const ends = list.map((item) => item.endMs);
  const slugs = ({ upcoming, past }: ReturnType<typeof splitReadings>) => ({
    upcoming: upcoming.map((item) => item.slug),
    past: past.map((item) => item.slug),
  });

  it('is the same at every instant until the next reading ends, and splits the list as they do', () => {
    const yesterdayEnd = list[1]!.endMs;
    const tomorrowEnd = list[2]!.endMs;
    for (const now of [yesterdayEnd, NOW - 3_600_000, NOW, tomorrowEnd - 1]) {
      expect(splitInstant(ends, now)).toBe(yesterdayEnd);
      expect(slugs(splitReadings(list, splitInstant(ends, now)))).toEqual(
        slugs(splitReadings(list, now)),
      );
    }
    expect(splitInstant(ends, tomorrowEnd)).toBe(tomorrowEnd);
    expect(slugs(splitReadings(list, tomorrowEnd)).upcoming).toEqual([]);
  });

  it('is 0 before any reading has ended, which leaves every reading to come', () => {
    const early = list[0]!.endMs - 1;
    expect(splitInstant(ends, early)).toBe(0);
    expect(slugs(splitReadings(list, 0)).upcoming).toEqual(['last-year', 'yesterday', 'tomorrow']);
    expect(splitInstant([], NOW)).toBe(0);
  });
});
