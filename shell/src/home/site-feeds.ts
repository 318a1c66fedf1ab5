import type { PageFeed } from '@site/shared';

// The feeds the home page names (scripts/prerender/site-feeds.mjs writes the site's and the
// archive's from the rendered pages; scripts/prerender/feeds.mjs the blog's). The sections'
// pages name their own (blog-remote/src/ui/blog-feed.ts, red-remote/src/archive/archive-feed.ts).

/** Every post and poem, newest first, in RSS 2.0 and in JSON Feed. */
export const SITE_FEED: PageFeed = { title: 'Posts and poems (RSS)', path: '/feed.xml' };
export const SITE_JSON_FEED_PATH = '/feed.json';
export const BLOG_FEED: PageFeed = { title: 'The Blog (RSS)', path: '/blog/rss.xml' };
export const RED_ARCHIVE_FEED: PageFeed = {
  title: 'The Red Archive (RSS)',
  path: '/red-archive/rss.xml',
};

/** What the home page's head names, for browsers and feed readers that look there. */
export const HOME_FEEDS: readonly PageFeed[] = [SITE_FEED, BLOG_FEED, RED_ARCHIVE_FEED];
