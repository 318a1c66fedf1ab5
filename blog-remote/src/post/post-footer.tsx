import { css } from '@emotion/react';
import { absoluteUrl, theme } from '@site/shared';
import { ShareButton } from '@site/shared/design/share-button';
import { BLOG_COPY } from '../../content/blog-copy';
import { LikeButton } from '../likes/like-button';
import type { PostPageData } from '../published/published-types';

const footerCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin: ${theme.space(10)} 0 ${theme.space(8)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${theme.color.border};
  p {
    margin: 0;
    color: ${theme.color.muted};
    font-family: ${theme.font.serif};
    font-style: italic;
  }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;

/** The end of a post: what a reader can do with it, like it and share it. */
export function PostFooter({ post }: { post: PostPageData['post'] }) {
  return (
    <footer css={footerCss}>
      <p>{BLOG_COPY.likePrompt}</p>
      <div css={actionsCss}>
        <LikeButton postId={post.postId} />
        <ShareButton url={absoluteUrl(post.route)} title={post.title} copy={BLOG_COPY.share} />
      </div>
    </footer>
  );
}
