// @ts-check
// A strict reader of iCalendar text (RFC 5545), for the tests of the readings' calendar files
// (build/calendar-file.test.ts and the browser test e2e/tests/readings.spec.ts): it refuses
// what a calendar may choke on (bare LF line ends, lines over 75 octets, unbalanced
// components, a VCALENDAR without VERSION or PRODID, an event without UID, DTSTAMP or
// DTSTART, a date-time that is neither UTC nor named by a TZID the file defines) and gives the
// events' properties, unfolded and unescaped, their times as instants.

/** @param {string} message */
const fail = (message) => {
  throw new Error(`not a valid iCalendar file: ${message}`);
};

/** "20270123T193000Z" -> its instant; a floating or TZID time is refused (none is written). */
function utcInstant(value, name) {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) fail(`${name} "${value}" is not a UTC date-time (YYYYMMDDTHHMMSSZ)`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(ms).getUTCDate() !== day) fail(`${name} "${value}" is not a real day`);
  return ms;
}

/** A TEXT value's escapes undone (RFC 5545 3.3.11); a lone backslash is refused. */
function unescapeText(value) {
  return value.replace(/\\(.)/g, (_all, character) => {
    if (character === 'n' || character === 'N') return '\n';
    if ('\\;,'.includes(character)) return character;
    return fail(`"\\${character}" is not an escape in a TEXT value`);
  });
}

const TEXT = new Set(['SUMMARY', 'LOCATION', 'DESCRIPTION']);

/**
 * @param {string} text
 * @returns {{ calendar: Record<string, string>, events: Array<Record<string, string> &
 *   { start: number, end?: number, stamp: number }> }}
 */
function readCalendar(text) {
  if (!text.endsWith('\r\n')) fail('the last line does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) fail('a line ends without CRLF');
    if (Buffer.byteLength(line) > 75) fail(`a line is longer than 75 octets: ${line}`);
  }
  /** @type {string[]} */
  const lines = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) fail('the file starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack = [];
  /** @type {Record<string, string>} */
  const calendar = {};
  const events = [];
  /** @type {Record<string, string> | null} */
  let event = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) fail(`"${line}" is not NAME:VALUE`);
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (!/^[A-Z0-9-]+$/.test(name)) fail(`"${name}" is not a property name`);
    if (params.some((param) => param.startsWith('TZID='))) fail('a TZID time with no VTIMEZONE');
    if (name === 'BEGIN') {
      if (stack.length === 0 && value !== 'VCALENDAR') fail('the file does not begin a VCALENDAR');
      stack.push(value);
      if (value === 'VEVENT') event = {};
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) fail(`END:${value} closes what it did not begin`);
      if (value === 'VEVENT' && event) {
        for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
          if (!event[required]) fail(`an event has no ${required}`);
        }
        events.push({
          ...event,
          stamp: utcInstant(event.DTSTAMP, 'DTSTAMP'),
          start: utcInstant(event.DTSTART, 'DTSTART'),
          ...(event.DTEND ? { end: utcInstant(event.DTEND, 'DTEND') } : {}),
        });
        event = null;
      }
      continue;
    }
    if (stack.length === 0) fail(`${name} is outside the VCALENDAR`);
    const target = event ?? calendar;
    if (target[name] !== undefined) fail(`${name} is given twice`);
    target[name] = TEXT.has(name) ? unescapeText(value) : value;
  }
  if (stack.length > 0) fail(`${stack.join(', ')} not closed`);
  if (calendar.VERSION !== '2.0') fail('VERSION is not 2.0');
  if (!calendar.PRODID) fail('no PRODID');
  for (const found of events) {
    if (found.end !== undefined && found.end <= found.start) fail('an event ends before it starts');
  }
  return { calendar, events };
}

module.exports = { readCalendar };
