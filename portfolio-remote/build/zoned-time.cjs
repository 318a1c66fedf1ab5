// @ts-check
// A reading's local wall time ("2027-02-13T19:30" in Europe/London) as the instant it names,
// worked out at build time with the platform's time-zone data (Intl), so the page, its JSON-LD
// and its calendar file agree on one instant and the browser loads no time-zone data.

/** The zone's offset from UTC, in minutes, at the instant `utcMs`. */
function offsetMinutesAt(timeZone, utcMs) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  /** @param {string} type */
  const part = (type) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallAsUtc - utcMs) / 60000);
}

/** Whether `timeZone` is an IANA zone this platform knows ("Europe/London"). */
function isTimeZone(timeZone) {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return timeZone.includes('/') || timeZone === 'UTC';
  } catch {
    return false;
  }
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a local wall time in a zone, and the zone's offset then. Throws for a time
 * the zone's clocks skip (a spring-forward gap), which no reading can start at.
 * @param {string} local "YYYY-MM-DDTHH:mm"
 * @param {string} timeZone
 * @returns {{ utcMs: number, offsetMinutes: number }}
 */
function zonedToUtc(local, timeZone) {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`"${local}" is not a local time such as 2027-02-13T19:30`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes: the offset at a first guess, then at the instant that guess gives.
  const first = wallMs - offsetMinutesAt(timeZone, wallMs) * 60000;
  const offsetMinutes = offsetMinutesAt(timeZone, first);
  const utcMs = wallMs - offsetMinutes * 60000;
  if (offsetMinutesAt(timeZone, utcMs) !== offsetMinutes) {
    throw new Error(`${local} does not exist in ${timeZone} (the clocks skip it)`);
  }
  return { utcMs, offsetMinutes };
}

/** 60 -> "+01:00", -330 -> "-05:30". */
function offsetText(offsetMinutes) {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const size = Math.abs(offsetMinutes);
  const hours = String(Math.floor(size / 60)).padStart(2, '0');
  const minutes = String(size % 60).padStart(2, '0');
  return `${sign}${hours}:${minutes}`;
}

/** "2027-02-13T19:30" with its offset: "2027-02-13T19:30:00+00:00" (ISO 8601, schema.org). */
function isoWithOffset(local, offsetMinutes) {
  return `${local}:00${offsetText(offsetMinutes)}`;
}

module.exports = { isTimeZone, zonedToUtc, offsetText, isoWithOffset };
