// @ts-check
// One reading as an iCalendar file (RFC 5545) a reader adds to their calendar: a VCALENDAR
// with one VEVENT, times in UTC (a `Z` time needs no VTIMEZONE, and every calendar shows it in
// the reader's own zone), CRLF line ends, lines folded at 75 octets, text escaped.

/** The iCalendar product id: who made the file. */
const PRODID = '-//author-site//readings//EN';

/** 1739475000000 -> "20250213T193000Z". */
function utcStamp(utcMs) {
  return new Date(utcMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon, comma and line ends escaped (RFC 5545 3.3.11). */
function escapeText(value) {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * A content line folded so that no line is longer than 75 octets (RFC 5545 3.1): each
 * continuation starts with one space. Never splits a UTF-8 character.
 */
function fold(line) {
  const lines = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** schema.org-like status -> iCalendar STATUS. */
const STATUS = {
  scheduled: 'CONFIRMED',
  rescheduled: 'CONFIRMED',
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

/**
 * @param {{ uid: string, stampMs: number, startMs: number, endMs: number, title: string,
 *   location: string, url?: string, description?: string,
 *   status: 'scheduled' | 'rescheduled' | 'postponed' | 'cancelled' }} event
 * @returns {string} the file's text
 */
function calendarFile(event) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stampMs)}`,
    `DTSTART:${utcStamp(event.startMs)}`,
    `DTEND:${utcStamp(event.endMs)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${STATUS[event.status]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

module.exports = { calendarFile, utcStamp, escapeText, fold };
