import type { PageFeed } from '@site/shared';
import { BLOG_COPY } from '../../content/blog-copy';

/** The blog's RSS feed (written by the prerender from the posts' pages), named in every blog page's head. */
export const BLOG_FEED: PageFeed = { title: BLOG_COPY.feed.title, path: '/blog/rss.xml' };
