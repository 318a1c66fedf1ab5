import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { BLOG_COPY } from '../../content/blog-copy';
import { BlogContentProvider, useBlogContent } from '../published/blog-content-context';
import { NEWEST_KEY } from '../published/content-client';
import { PageData } from '../published/page-data';
import { publishedBlogContent } from '../published/published-blog-content';
import { OnDemandData } from '../ui/on-demand-data';
import { PostSummaryCard } from '../ui/post-summary-card';
import { colorMuted } from '@site/shared/design/color';

// The notices hold about a card's height, so the home page does not jump when it comes.
const noticeCss = css`
  min-height: 10rem;
  padding: ${theme.space(5)};
  color: ${colorMuted};
`;

/** The newest post as a card, from whichever data the page has (the build's, or a test's). */
export function NewestPostCard() {
  const content = useBlogContent();
  return (
    <OnDemandData
      dataKey={NEWEST_KEY}
      load={(retry) => content.newest(retry)}
      loadingText={BLOG_COPY.loading.newest}
      failed={BLOG_COPY.loading.partFailed}
      noticeCss={noticeCss}
      missing={null}
    >
      {(data) => (
        <>
          {data.newest && (
            <PostSummaryCard post={data.newest} label={BLOG_COPY.fromTheBlog} layout="feature" />
          )}
          <PageData dataKey={NEWEST_KEY} data={data} />
        </>
      )}
    </OnDemandData>
  );
}

/**
 * The home page's newest post (exposed as `./newest-post`): the shell renders it, and the
 * page each release of the blog renders carries it, so a post published with the blog alone
 * is on the home page at once, the shell's code untouched (decision 016).
 */
export function NewestPost() {
  return (
    <BlogContentProvider value={publishedBlogContent()}>
      <NewestPostCard />
    </BlogContentProvider>
  );
}
