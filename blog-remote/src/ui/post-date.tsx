import type { BlogPost } from '../posts/blog-posts';

/** A post's day, read as "18 February 2025" (its label is made at build time). */
export function PostDate({ post }: { post: Pick<BlogPost, 'date' | 'dateLabel'> }) {
  return <time dateTime={post.date}>{post.dateLabel}</time>;
}
