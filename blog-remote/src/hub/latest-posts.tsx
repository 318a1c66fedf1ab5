import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { gridListCss } from '@site/shared/design/grid-list';
import { BLOG_COPY } from '../../content/blog-copy';
import { useBlogContent } from '../published/blog-content-context';
import { LATEST_KEY } from '../published/content-client';
import { PageData } from '../published/page-data';
import { OnDemandData } from '../ui/on-demand-data';
import { LATEST_POSTS_ID } from './latest-posts-id';
import { PostSummaryCard } from '../ui/post-summary-card';
import { colorMuted } from '@site/shared/design/color';

const sectionCss = css`
  margin-top: ${theme.space(12)};
  h2 {
    margin-bottom: ${theme.space(5)};
  }
`;

// The drawers' rhythm above it: the same gap.
const listCss = gridListCss({ gap: 5, tablet: 2, desktop: 3 });

const noticeCss = css`
  min-height: 12rem;
  color: ${colorMuted};
`;

/**
 * The hub's latest posts across the drawers, newest first (latest.json). Nothing while the
 * blog has no post: the drawers say what is coming.
 */
export function LatestPosts() {
  const content = useBlogContent();
  return (
    <OnDemandData
      dataKey={LATEST_KEY}
      load={(retry) => content.latest(retry)}
      loadingText={BLOG_COPY.loading.list}
      failed={BLOG_COPY.loading.partFailed}
      noticeCss={noticeCss}
      missing={null}
    >
      {(data) => (
        <>
          {data.posts.length > 0 && (
            <section css={sectionCss} aria-labelledby={LATEST_POSTS_ID}>
              <h2 id={LATEST_POSTS_ID}>{BLOG_COPY.hub.latestHeading}</h2>
              <ul css={listCss}>
                {data.posts.map((post) => (
                  <li key={post.route}>
                    <PostSummaryCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <PageData dataKey={LATEST_KEY} data={data} />
        </>
      )}
    </OnDemandData>
  );
}
