export const LIKES_PREFIX = '/api/likes';

/** What a path under /api/likes names: the count of a post, or its live event stream. */
export type LikesRoute =
  { kind: 'count'; postId: string } | { kind: 'events'; postId: string } | { kind: 'malformed' };

/** Returns null for paths outside /api/likes, which belong to the rest of the site. */
export function parseLikesRoute(pathname: string): LikesRoute | null {
  if (pathname !== LIKES_PREFIX && !pathname.startsWith(`${LIKES_PREFIX}/`)) return null;
  const segments = pathname.slice(LIKES_PREFIX.length + 1).split('/');
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: 'malformed' };
  }
  const [postId, tail, ...rest] = decoded;
  if (!postId || rest.length > 0) return { kind: 'malformed' };
  if (tail === undefined) return { kind: 'count', postId };
  if (tail === 'events') return { kind: 'events', postId };
  return { kind: 'malformed' };
}
