/** One reading or performance, as build/readings-content.cjs publishes it. */
export interface Reading {
  /** Its file name: the reading's anchor on the page (#2027-01-lantern-room). */
  slug: string;
  title: string;
  venue: string;
  address?: string;
  city: string;
  /** Two capital letters: GB, IN. */
  country: string;
  /** The venue's IANA time zone. */
  timeZone: string;
  /** ISO 8601 with the venue's offset then: 2027-01-23T19:30:00+00:00. */
  startDate: string;
  endDate: string;
  /** The same instants, in milliseconds since the epoch. */
  startMs: number;
  endMs: number;
  /** 'Saturday, 23 January 2027', on the venue's calendar. */
  dayLabel: string;
  /** '19:30 GMT', on the venue's clock. */
  timeLabel: string;
  status: 'scheduled' | 'rescheduled' | 'postponed' | 'cancelled';
  attendance: 'in-person' | 'online' | 'mixed';
  /** The event's own page. */
  link?: string;
  /** A recording of it, once there is one. */
  recording?: string;
  /** A line or two about it, as written. */
  note?: string;
  sample?: boolean;
  /** Its "add to calendar" file, under the section's public path. */
  calendarFile: string;
}

/**
 * Whether a reading is still to come at `nowMs`: until it ends (a reader who opens the page
 * during a reading still finds it, with its address, at the top).
 */
export function isUpcoming(reading: Pick<Reading, 'endMs'>, nowMs: number): boolean {
  return reading.endMs > nowMs;
}

/**
 * The instant a list split at `nowMs` is named by: the end of the last reading over by then
 * (0 when none is). Every instant from it until the next reading ends splits the readings the
 * same way, so a served page that carries it changes only when a reading has ended since the
 * last build, not at every build: a deploy compares the pages by hash, and a page that
 * changed at every render was released at every deploy (docs/deploy.md).
 */
export function splitInstant(endsMs: readonly number[], nowMs: number): number {
  let instant = 0;
  for (const endMs of endsMs) {
    if (!isUpcoming({ endMs }, nowMs) && endMs > instant) instant = endMs;
  }
  return instant;
}

/** Readings still to come, soonest first, and those over, latest first. */
export function splitReadings(
  readings: readonly Reading[],
  nowMs: number,
): { upcoming: Reading[]; past: Reading[] } {
  const byStart = [...readings].sort((a, b) => a.startMs - b.startMs);
  return {
    upcoming: byStart.filter((reading) => isUpcoming(reading, nowMs)),
    past: byStart.filter((reading) => !isUpcoming(reading, nowMs)).reverse(),
  };
}
