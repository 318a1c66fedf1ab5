import { formatPostDay } from './format-post-day';

/** A post's day (ISO `2025-02-18`), read as "18 February 2025". */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatPostDay(date)}</time>;
}
