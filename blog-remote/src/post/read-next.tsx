import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { BLOG_COPY } from '../../content/blog-copy';
import type { PostSummary } from '../published/published-types';
import { PostSummaryCard } from '../ui/post-summary-card';

const sectionCss = css`
  margin: 0 0 ${theme.space(8)};
  h2 {
    margin-bottom: ${theme.space(4)};
    font-size: 1.5rem;
  }
`;

/** The post to read next, as a card: no post ends in a dead end. */
export function ReadNext({ post }: { post: PostSummary }) {
  return (
    <section css={sectionCss} aria-labelledby="read-next">
      <h2 id="read-next">{BLOG_COPY.readNext}</h2>
      <PostSummaryCard post={post} layout="feature" />
    </section>
  );
}
