import { css } from '@emotion/react';
import { blogPosting, Page, SizedImg, theme } from '@site/shared';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { categoryRoute, type BlogCategory } from '../../content/categories';
import { LikeButton } from '../likes/like-button';
import { useBlogContent } from '../published/blog-content-context';
import { postKey } from '../published/content-client';
import { PageData } from '../published/page-data';
import type { PostPageData } from '../published/published-types';
import { BackLink } from '../ui/back-link';
import { BLOG_FEED } from '../ui/blog-feed';
import { PostDate } from '../ui/post-date';
import { PostNeighbours } from './post-neighbours';
import { PostText } from './post-text';

/** Link previews cannot show an SVG: a post whose image is one keeps the site's card. */
const PREVIEWABLE_IMAGE = /\.(png|jpe?g|webp|gif)$/i;

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

/**
 * One post: its text (rendered at build time), its image, the like button, and its
 * neighbours in the category.
 */
export function PostPage({ category, data }: { category: BlogCategory; data: PostPageData }) {
  const content = useBlogContent();
  const { post } = data;
  const image = post.image && { ...post.image, src: content.assetUrl(post.image.src) };
  const backLabel = fillCopy(BLOG_COPY.backToCategory, { category: category.title });
  const listPath = categoryRoute(category);
  return (
    <Page
      title={post.title}
      meta={{
        description: post.description,
        type: 'article',
        image: image && PREVIEWABLE_IMAGE.test(image.src) ? image.src : undefined,
        feeds: [BLOG_FEED],
        structuredData: blogPosting({
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          path: post.route,
          image: image?.src,
        }),
      }}
    >
      <article css={articleCss}>
        <BackLink to={listPath}>{backLabel}</BackLink>
        <header>
          <p css={eyebrowCss}>{category.title}</p>
          <h1 css={titleCss}>{post.title}</h1>
          <div css={metaCss}>
            <PostDate post={post} />
            <span aria-hidden="true">·</span>
            <span>{fillCopy(BLOG_COPY.minutesToRead, { minutes: post.minutesToRead })}</span>
          </div>
        </header>
        {image && (
          <figure css={figureCss}>
            {/* The post's first image is at the top of the page, its largest paint on a phone:
                fetched at high priority, not after the scripts the page also asks for. */}
            <SizedImg image={image} fetchPriority="high" />
          </figure>
        )}
        <PostText slug={post.slug} html={data.html} />
        <footer css={footerCss}>
          <p>{BLOG_COPY.likePrompt}</p>
          <LikeButton postId={post.postId} />
        </footer>
        <PostNeighbours newer={data.newer} older={data.older} />
        <BackLink to={listPath}>{backLabel}</BackLink>
      </article>
      <PageData dataKey={postKey(category.slug, post.slug)} data={data} />
    </Page>
  );
}
