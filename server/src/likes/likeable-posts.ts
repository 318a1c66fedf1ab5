import { readFileSync, statSync } from 'node:fs';

// Which like counters exist is the blog's content: each post names its counter, and the
// blog's build writes them to likeable-posts.json at its root (blog-remote/build/
// blog-content.cjs). The service reads the file of the blog build it serves, and again when
// that file changes (a blog release swapped in place), so a new post can be liked at once.

const POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** How often the file's modification time is looked at, at most. */
const RECHECK_MS = 1000;

export interface LikeablePosts {
  isKnown(postId: string): boolean;
}

function readPostIds(file: string): Set<string> {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const ids = (value as { postIds?: unknown } | null)?.postIds;
  if (
    !Array.isArray(ids) ||
    !ids.every((id): id is string => typeof id === 'string' && POST_ID_PATTERN.test(id))
  ) {
    throw new Error('it must be {"postIds": [...]} with ids such as "my-first-post"');
  }
  return new Set(ids);
}

/** The posts of the blog build whose `likeable-posts.json` is `file`. */
export function likeablePostsFrom(file: string, { now = Date.now } = {}): LikeablePosts {
  let known = new Set<string>();
  let readVersion: number | null = null;
  let checkedAt = -Infinity;
  let warned = false;

  function refresh(): void {
    if (now() - checkedAt < RECHECK_MS) return;
    checkedAt = now();
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      if (!warned) {
        console.warn(`likes: no likeable posts: ${file} is missing (build the blog first)`);
        warned = true;
      }
      known = new Set();
      readVersion = null;
      return;
    }
    if (version === readVersion) return;
    try {
      known = readPostIds(file);
      readVersion = version;
      warned = false;
    } catch (error) {
      console.warn(`likes: ${file} cannot be read: ${(error as Error).message}`);
    }
  }

  return {
    isKnown(postId) {
      refresh();
      return known.has(postId);
    },
  };
}
