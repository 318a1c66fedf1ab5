import type { PostId } from '@site/shared/likes';
import type { SizedImage } from '@site/shared';
import { BLOG_CATEGORIES, type BlogCategory, type CategorySlug } from '../../content/categories';
import { POST_IMAGES } from '../../content/images';
import { POST_FILES } from '../../content/posts';

/** The shape of one compiled post file (see src/content.d.ts). */
export type PostFile = (typeof POST_FILES)[number];

export interface BlogPost {
  slug: string;
  postId: PostId;
  title: string;
  cardTitle: string;
  description: string;
  /** ISO day, e.g. 2025-02-18. */
  date: string;
  /** The same day as readers see it, e.g. "18 February 2025" (made at build time). */
  dateLabel: string;
  category: BlogCategory;
  /** Absolute path of the post's page. */
  route: string;
  /** The post's HTML, from a chunk of its own (one promise per post for the tab). */
  loadBody: (retry?: boolean) => Promise<string>;
  /** A hash of the post's HTML as built: tells a prerendered text from an older release. */
  bodyVersion: string;
  minutesToRead: number;
  image: SizedImage | null;
}

const WORDS_PER_MINUTE = 220;

export function categoryBySlug(slug: CategorySlug): BlogCategory {
  const category = BLOG_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`Unknown blog category "${slug}"`);
  return category;
}

/** Joins a compiled post file with its category and image; fails loudly on a broken link. */
export function toBlogPost(file: PostFile): BlogPost {
  const category = categoryBySlug(file.category);
  let image: BlogPost['image'] = null;
  if (file.image) {
    const known = POST_IMAGES[file.image];
    if (!known)
      throw new Error(
        `Post "${file.slug}" names image "${file.image}", not in content/images/index.ts`,
      );
    image = { ...known, alt: file.imageAlt ?? '' };
  }
  return {
    slug: file.slug,
    postId: file.postId,
    title: file.title,
    cardTitle: file.cardTitle ?? file.title,
    description: file.description,
    date: file.date,
    dateLabel: file.dateLabel,
    category,
    route: `${category.route}/${file.slug}`,
    loadBody: file.loadBody,
    bodyVersion: file.bodyVersion,
    minutesToRead: Math.max(1, Math.round(file.words / WORDS_PER_MINUTE)),
    image,
  };
}

/**
 * Every published post, newest first. ISO days sort as plain strings; `localeCompare` would
 * load the browser's collation data on the main thread as the blog's code is evaluated (~10 ms,
 * ~40 ms on the phone profile: docs/performance.md).
 */
export const BLOG_POSTS: readonly BlogPost[] = POST_FILES.map(toBlogPost).sort((a, b) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
);

export function postsInCategory(slug: CategorySlug): BlogPost[] {
  return BLOG_POSTS.filter((post) => post.category.slug === slug);
}
