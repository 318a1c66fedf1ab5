// The shapes of the blog's data files, as build/blog-content.cjs writes them (one file per
// post page and per page of a category's list, the latest posts and the newest). The build's
// own tests (build/blog-content.test.ts) hold it to these shapes.
import type { CategorySlug } from '../../content/categories';

/** An image file of the blog's build: `src` is relative to the blog's own base URL. */
export interface PublishedImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A post's recording (its audio file beside the post's Markdown): `src` is relative to the
 * blog's own base URL, `duration` ISO 8601 ("PT68S").
 */
export interface PublishedRecording {
  src: string;
  type: string;
  duration: string;
}

export interface PublishedPost {
  /** The file name: the last part of the post's address. */
  slug: string;
  /** The post's like counter. */
  postId: string;
  title: string;
  /** The title on its category's list card. */
  cardTitle: string;
  description: string;
  /** ISO day, e.g. 2025-02-18. */
  date: string;
  /** The same day as readers see it, e.g. "18 February 2025" (made at build time). */
  dateLabel: string;
  category: CategorySlug;
  /** Absolute path of the post's page. */
  route: string;
  minutesToRead: number;
  image: PublishedImage | null;
  /** Where the author put a recording beside the post. */
  recording: PublishedRecording | null;
}

/** A post on its category's list. */
export interface PostCardData {
  slug: string;
  title: string;
  description: string;
  date: string;
  dateLabel: string;
  route: string;
  minutesToRead: number;
}

/** A heading of a post's text: its depth (2 or 3), words and id. */
export interface PostHeading {
  depth: number;
  text: string;
  id: string;
}

/**
 * A post as the lists across the blog show it: the hub's latest posts, the home page's newest,
 * the one to read next at the end of a post.
 */
export interface PostSummary extends PostCardData {
  category: CategorySlug;
  image: PublishedImage | null;
}

/** A post next to another, for the links at the end of a post. */
export interface PostLink {
  title: string;
  route: string;
}

/** The posts either side of one, newest first: `newer` is the one published after it. */
export interface PostNeighbours {
  newer: PostLink | null;
  older: PostLink | null;
}

export interface PostPageData {
  /** The content build this data comes from. */
  version: string;
  post: PublishedPost;
  /** The post's text, rendered from the author's Markdown at build time. */
  html: string;
  /** Its headings of depth 2 and 3, in order, each with its id in `html` (the contents). */
  headings: PostHeading[];
  /** The posts either side of it across the whole blog. */
  newer: PostLink | null;
  older: PostLink | null;
  /** Its neighbours within its category, where the category holds more than this post. */
  inCategory: PostNeighbours | null;
  /**
   * The post to read next: the next older one in its category, else on the blog, else (the
   * oldest post) the newest. Null only when the blog has no other post.
   */
  next: PostSummary | null;
}

export interface CategoryPageData {
  version: string;
  category: CategorySlug;
  /** 1 for the category's own address, n for /blog/<category>/page/<n>. */
  page: number;
  pageCount: number;
  posts: PostCardData[];
}

/** The hub's list of the latest posts across the categories (`latest.json`). */
export interface LatestPostsData {
  version: string;
  posts: PostSummary[];
}

/** The newest post, for the home page (`newest.json`); null while the blog has none. */
export interface NewestPostData {
  version: string;
  newest: PostSummary | null;
}
