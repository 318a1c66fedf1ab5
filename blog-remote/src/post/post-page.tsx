import { css } from '@emotion/react';
import { blogPosting, Page, SizedImg, theme } from '@site/shared';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { LikeButton } from '../likes/like-button';
import type { BlogPost } from '../posts/blog-posts';
import { BackLink } from '../ui/back-link';
import { PostDate } from '../ui/post-date';
import { PostBody } from './post-body';

// About 68 characters of the serif body per line; the prose itself never exceeds 68ch.
const articleCss = css`
  max-width: 40rem;
  margin: 0 auto;
`;

const eyebrowCss = css`
  margin: ${theme.space(8)} 0 ${theme.space(2)};
  color: ${theme.color.gold};
  font-size: 0.85rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const titleCss = css`
  font-size: clamp(2.1rem, 1.4rem + 3vw, 3.2rem);
`;

const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin-bottom: ${theme.space(8)};
  color: ${theme.color.muted};
`;

const figureCss = css`
  margin: 0 0 ${theme.space(8)};
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.medium};
    border: 1px solid ${theme.color.border};
  }
`;

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

/** One post: its text (rendered at build time, fetched on its own), its image, and the like button. */
export function PostPage({ post }: { post: BlogPost }) {
  const backLabel = fillCopy(BLOG_COPY.backToCategory, { category: post.category.title });
  return (
    <Page
      title={post.title}
      meta={{
        description: post.description,
        type: 'article',
        structuredData: blogPosting({
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          path: post.route,
          image: post.image?.src,
        }),
      }}
    >
      <article css={articleCss}>
        <BackLink to={post.category.route}>{backLabel}</BackLink>
        <header>
          <p css={eyebrowCss}>{post.category.title}</p>
          <h1 css={titleCss}>{post.title}</h1>
          <div css={metaCss}>
            <PostDate post={post} />
            <span aria-hidden="true">·</span>
            <span>{fillCopy(BLOG_COPY.minutesToRead, { minutes: post.minutesToRead })}</span>
          </div>
        </header>
        {post.image && (
          <figure css={figureCss}>
            {/* The post's first image is at the top of the page, its largest paint on a phone:
                fetched at high priority, not after the scripts the page also asks for. */}
            <SizedImg image={post.image} fetchPriority="high" />
          </figure>
        )}
        <PostBody post={post} />
        <footer css={footerCss}>
          <p>{BLOG_COPY.likePrompt}</p>
          <LikeButton postId={post.postId} />
        </footer>
        <BackLink to={post.category.route}>{backLabel}</BackLink>
      </article>
    </Page>
  );
}
