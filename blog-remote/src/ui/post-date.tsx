const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A post's day (ISO `2025-02-18`), read as "18 February 2025". */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{DATE_FORMAT.format(new Date(`${date}T00:00:00Z`))}</time>;
}
