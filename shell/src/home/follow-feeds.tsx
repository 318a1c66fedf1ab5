import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { colorMuted } from '@site/shared/design/color';
import { feedCopy } from './home-content';
import { BLOG_FEED, RED_ARCHIVE_FEED, SITE_FEED, SITE_JSON_FEED_PATH } from './site-feeds';

const feedsCss = css`
  margin: ${theme.space(6)} 0 0;
  color: ${colorMuted};
  a {
    display: inline-block;
    padding: ${theme.space(2)} ${theme.space(1)};
    font-weight: 600;
  }
`;

/**
 * The way to follow without an e-mail: the feeds of all the writing, the blog's and the
 * archive's. Files beside the pages, not pages of the app: plain links.
 */
export function FollowFeeds() {
  return (
    <p css={feedsCss}>
      {feedCopy.lead}{' '}
      <a href={SITE_FEED.path} type="application/rss+xml">
        {feedCopy.rss}
      </a>{' '}
      ·{' '}
      <a href={SITE_JSON_FEED_PATH} type="application/feed+json">
        {feedCopy.json}
      </a>{' '}
      ·{' '}
      <a href={BLOG_FEED.path} type="application/rss+xml">
        {feedCopy.blog}
      </a>{' '}
      ·{' '}
      <a href={RED_ARCHIVE_FEED.path} type="application/rss+xml">
        {feedCopy.redArchive}
      </a>
    </p>
  );
}
