import { formatPostDay } from './format-post-day';

const INTL_LONG_DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

function isoDays(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('formatPostDay', () => {
  it('reads a day as "18 February 2025"', () => {
    expect(formatPostDay('2025-02-18')).toBe('18 February 2025');
    expect(formatPostDay('2024-12-01')).toBe('1 December 2024');
  });

  it('says what Intl says in en-GB, long, for every day of two years (a leap year among them)', () => {
    for (const day of isoDays('2024-01-01', 731)) {
      expect(formatPostDay(day)).toBe(INTL_LONG_DAY.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('refuses what is not an ISO day', () => {
    expect(() => formatPostDay('18/02/2025')).toThrow('not an ISO day');
    expect(() => formatPostDay('2025-13-01')).toThrow('not an ISO day');
  });
});
