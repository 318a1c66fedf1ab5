import type { Signup } from './newsletter-db.js';
import { UNSUBSCRIBE_PATH } from './newsletter-api.js';

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  // A leading =, +, - or @ would be a formula in a spreadsheet: quoted with a ' first.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The author's list: one row per address with when it signed up and its own unsubscribe
 * link (at `origin`, the site's public address), to paste into the letter sent to it.
 */
export function signupsCsv(signups: Signup[], origin: string): string {
  const rows = signups.map((signup) =>
    [
      signup.email,
      signup.signedUpAt,
      `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signup.token)}`,
    ]
      .map(csvField)
      .join(','),
  );
  return ['email,signed_up_at,unsubscribe_url', ...rows].map((row) => `${row}\r\n`).join('');
}
