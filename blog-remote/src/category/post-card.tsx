import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { cardCss, interactiveCardCss, linkedCardCss } from '@site/shared/design/card';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import type { CategorySlug } from '../../content/categories';
import type { PostCardData } from '../published/published-types';
import { PostDate } from '../ui/post-date';
import { PostLink } from '../ui/post-link';
import { colorAccentStrong, colorGold, colorMuted } from '@site/shared/design/color';

const postCardCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  height: 100%;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  a {
    color: ${colorAccentStrong};
  }
  p {
    margin: 0;
    color: ${colorMuted};
  }
`;

const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  color: ${colorMuted};
  font-size: 0.9rem;
`;

const readCss = css`
  margin-top: auto;
  padding-top: ${theme.space(2)};
  color: ${colorGold};
  font-weight: 600;
`;

/** One post on its category's list. */
export function PostCard({ category, post }: { category: CategorySlug; post: PostCardData }) {
  return (
    <article css={[cardCss, interactiveCardCss, linkedCardCss, postCardCss]}>
      <h2>
        <PostLink category={category} slug={post.slug} to={post.route}>
          {post.title}
        </PostLink>
      </h2>
      <div css={metaCss}>
        <PostDate post={post} />
        <span aria-hidden="true">·</span>
        <span>{fillCopy(BLOG_COPY.minutesToRead, { minutes: post.minutesToRead })}</span>
      </div>
      <p>{post.description}</p>
      <span css={readCss} aria-hidden="true">
        {BLOG_COPY.readPost} →
      </span>
    </article>
  );
}
