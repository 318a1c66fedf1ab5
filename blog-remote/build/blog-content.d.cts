export interface BuiltFile {
  name: string;
  content: string | Buffer;
}

export interface CompiledBlog {
  /** Names the content as built: the same posts always give the same version. */
  version: string;
  posts: {
    slug: string;
    postId: string;
    title: string;
    category: string;
    route: string;
    date: string;
  }[];
  /** Pages of each category's list. */
  categories: Record<string, number>;
  /** The like counters the posts use. */
  postIds: string[];
  files: BuiltFile[];
}

export class BlogContentError extends Error {}

export const POSTS_PER_PAGE: number;

export function compileBlogContent(
  contentDir: string,
  options?: { postsPerPage?: number },
): CompiledBlog;
