import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { redCopy } from '../../content/red-copy';
import { RED_ARCHIVE_FEED } from './archive-feed';

const linkCss = css`
  display: inline-block;
  padding: ${theme.space(2)} 0;
  font-weight: 600;
`;

/** The visible way to the archive's feed: a file beside the pages, so a plain link. */
export function ArchiveFeedLink({ className }: { className?: string }) {
  return (
    <a css={linkCss} className={className} href={RED_ARCHIVE_FEED.path} type="application/rss+xml">
      {redCopy.archive.feed.link}
    </a>
  );
}
