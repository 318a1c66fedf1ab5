const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A post's day (ISO `2025-02-18`, checked by the post schema at build time) as "18 February
 * 2025", the words `Intl.DateTimeFormat('en-GB', { dateStyle: 'long' })` gives. Written out
 * because constructing that formatter loads the browser's locale data on the main thread:
 * ~8 ms, ~30 ms on the phone profile, in the task that evaluates the blog's page
 * (docs/performance.md).
 */
export function formatPostDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`"${isoDay}" is not an ISO day such as 2025-02-18`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
