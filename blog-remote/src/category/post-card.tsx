import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import type { BlogPost } from '../posts/blog-posts';
import { loadPostText } from '../post/post-text';
import { PostDate } from '../ui/post-date';

const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  height: 100%;
  padding: ${theme.space(6)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  transition:
    transform 0.2s ease,
    border-color 0.2s ease;
  &:hover,
  &:focus-within {
    transform: translateY(-3px);
    border-color: ${theme.color.accent};
  }
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  a {
    color: ${theme.color.accentStrong};
    text-decoration: none;
  }
  /* The whole card is the link's hit area; the heading stays the link's only text. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 3px;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const readCss = css`
  margin-top: auto;
  padding-top: ${theme.space(2)};
  color: ${theme.color.gold};
  font-weight: 600;
`;

/** Starts fetching the post's text when the reader points at, focuses or touches its link. */
function loadBodyEarly(post: BlogPost): () => void {
  // `true`: a load that failed before (offline a moment ago) is tried again.
  return () => void loadPostText(post, true).catch(() => undefined);
}

/** One post on its category's list. */
export function PostCard({ post }: { post: BlogPost }) {
  const loadEarly = loadBodyEarly(post);
  return (
    <article css={cardCss}>
      <h2>
        <Link
          to={post.route}
          onPointerEnter={loadEarly}
          onFocus={loadEarly}
          onTouchStart={loadEarly}
        >
          {post.cardTitle}
        </Link>
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
