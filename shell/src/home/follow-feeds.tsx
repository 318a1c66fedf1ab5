import { feedCopy } from './home-content';
import { BLOG_FEED, RED_ARCHIVE_FEED, SITE_FEED, SITE_JSON_FEED_PATH } from './site-feeds';

/**
 * The way to follow without an e-mail: the feeds of all the writing, the blog's and the
 * archive's, in the sign-up's muted line style. Files beside the pages, not pages of the
 * app: plain links.
 */
export function FollowFeeds() {
  const links = [
    [SITE_FEED.path, feedCopy.rss],
    [SITE_JSON_FEED_PATH, feedCopy.json],
    [BLOG_FEED.path, feedCopy.blog],
    [RED_ARCHIVE_FEED.path, feedCopy.redArchive],
  ];
  return (
    <p>
      {feedCopy.lead}
      {links.map(([href, label], index) => (
        <span key={href}>
          {index > 0 && ' ·'} <a href={href}>{label}</a>
        </span>
      ))}
    </p>
  );
}
