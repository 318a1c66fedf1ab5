import type { PageFeed } from '@site/shared';
import { redCopy } from '../../content/red-copy';

/**
 * The Red Archive's feed of poems (written by the prerender from the poems' pages:
 * scripts/prerender/site-feeds.mjs), named in every Red page's head.
 */
export const RED_ARCHIVE_FEED: PageFeed = {
  title: redCopy.archive.feed.title,
  path: '/red-archive/rss.xml',
};
