/** A post's day, read as "18 February 2025" (its label is made at build time). */
export function PostDate({ post }: { post: { date: string; dateLabel: string } }) {
  return <time dateTime={post.date}>{post.dateLabel}</time>;
}
