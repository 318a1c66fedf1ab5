import { isTimeZone, isoWithOffset, offsetText, zonedToUtc } from './zoned-time.cjs';

describe('a local time in a zone', () => {
  it('is the instant that zone names, in winter and in summer', () => {
    expect(zonedToUtc('2027-01-23T19:30', 'Europe/London')).toEqual({
      utcMs: Date.UTC(2027, 0, 23, 19, 30),
      offsetMinutes: 0,
    });
    expect(zonedToUtc('2027-07-10T19:30', 'Europe/London')).toEqual({
      utcMs: Date.UTC(2027, 6, 10, 18, 30),
      offsetMinutes: 60,
    });
    expect(zonedToUtc('2027-02-06T18:00', 'Asia/Kolkata').offsetMinutes).toBe(330);
    expect(zonedToUtc('2027-03-20T20:00', 'America/New_York').offsetMinutes).toBe(-240);
  });

  it('refuses a time the clocks skip, and one that is not a time', () => {
    expect(() => zonedToUtc('2027-03-28T01:30', 'Europe/London')).toThrow(/clocks skip/);
    expect(() => zonedToUtc('2027-01-23 19:30', 'Europe/London')).toThrow(/not a local time/);
  });

  it('is written with its offset, as schema.org reads it', () => {
    expect(isoWithOffset('2027-02-06T18:00', 330)).toBe('2027-02-06T18:00:00+05:30');
    expect(offsetText(-240)).toBe('-04:00');
  });

  it('knows a zone from a word that is not one', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('GMT+1')).toBe(false);
  });
});
