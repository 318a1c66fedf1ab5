import { authorCard } from '@site/shared/content/author';
import { AuthorBox } from '@site/shared/design/author-box';
import { css } from '@emotion/react';
import { absoluteUrl, theme } from '@site/shared';
import { OptionalPart } from '@site/shared/design/optional-part';
import { ShareButton } from '@site/shared/design/share-button';
import { BLOG_COPY } from '../../content/blog-copy';
import type { BlogCategory } from '../../content/categories';
import { LikeButton } from '../likes/like-button';
import type { PostPageData } from '../published/published-types';
import { PostNeighbours } from './post-neighbours';
import { PostSignup } from './post-signup-part';
import { ReadNext } from './read-next';
import { colorBorder, colorMuted } from '@site/shared/design/color';

const footerCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin: ${theme.space(10)} 0 ${theme.space(8)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${colorBorder};
  p {
    margin: 0;
    color: ${colorMuted};
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

/**
 * The end of a post: like it and share it, its neighbours on the blog and in its category,
 * the post to read next and the newsletter's sign-up.
 */
export function PostFooter({ data, category }: { data: PostPageData; category: BlogCategory }) {
  const { post } = data;
  return (
    <>
      {/* Who wrote it, and her books and readings: at the end of the text, before the likes. */}
      <AuthorBox author={authorCard} />
      <footer css={footerCss}>
        <p>{BLOG_COPY.likePrompt}</p>
        <div css={actionsCss}>
          <LikeButton postId={post.postId} />
          <ShareButton url={absoluteUrl(post.route)} title={post.title} copy={BLOG_COPY.share} />
        </div>
      </footer>
      <PostNeighbours
        newer={data.newer}
        older={data.older}
        inCategory={data.inCategory}
        category={category}
      />
      {data.next && <ReadNext post={data.next} />}
      {/* Offline, its chunk may never have come: the served form stays, the post stays live. */}
      <OptionalPart name="post-signup">
        <PostSignup />
      </OptionalPart>
    </>
  );
}
