import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { capsLabelCss } from '@site/shared/design/caps-label';
import { cardCss, interactiveCardCss, linkedCardCss } from '@site/shared/design/card';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { BLOG_CATEGORIES, type CategorySlug } from '../../content/categories';
import type { PostSummary } from '../published/published-types';
import { PostDate } from './post-date';
import { PostLink } from './post-link';
import { PostPicture } from './post-picture';
import { colorAccentStrong, colorGold, colorMuted } from '@site/shared/design/color';

// The card's parts, in order: picture, kicker, title, day, line. The picture sits beside the
// words or above them, by the card's `layout`. The whole card is the heading link's hit area
// (linkedCardCss).
const summaryCss = css`
  display: grid;
  align-items: start;
  align-content: start;
  gap: ${theme.space(2)} ${theme.space(4)};
  height: 100%;
  padding: ${theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1.2rem;
    line-height: 1.3;
  }
  h3 a {
    color: ${colorAccentStrong};
  }
  p {
    margin: 0;
  }
  ${theme.breakpoint.tablet} {
    padding: ${theme.space(5)};
  }
`;

// `> span` is the card's picture (PostPicture's frame, its only span child). Not
// `:first-child`: Emotion's server rendering can put a <style> before it.
const besideCss = css`
  grid-template-columns: minmax(6rem, 2fr) 3fr;
  > span {
    grid-row: span 4;
  }
`;

const thumbnailCss = css`
  grid-template-columns: 6rem 1fr;
  > span {
    grid-row: span 4;
    aspect-ratio: 1;
    font-size: 1rem;
  }
`;

// In a list, a phone shows a small square picture beside the words (six posts stay a short
// list), wider screens the picture above them; a card on its own has it above on a phone and
// beside the words from tablets on.
const layoutCss = {
  list: css`
    ${thumbnailCss};
    ${theme.breakpoint.tablet} {
      grid-template-columns: 1fr;
      > span {
        grid-row: auto;
        aspect-ratio: 16 / 9;
        margin-bottom: ${theme.space(2)};
        font-size: 1.6rem;
      }
    }
  `,
  feature: css`
    ${theme.breakpoint.tablet} {
      ${besideCss};
    }
  `,
};

const kickerCss = css`
  ${capsLabelCss};
  color: ${colorGold};
`;

const metaCss = css`
  color: ${colorMuted};
  font-size: 0.9rem;
`;

// "One line": the post's description, held to two lines on a narrow card.
const lineCss = css`
  color: ${colorMuted};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

/** The category a post names (its frontmatter's `category`, checked by the content build). */
function categoryOf(slug: CategorySlug) {
  const category = BLOG_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`the blog has no category "${slug}"`);
  return category;
}

/**
 * A post on the lists that span the blog (the hub's latest posts, the home page's newest, the
 * post to read next): its picture, category, title, day and one line. `label` comes before
 * the category ("From the blog · Marginalia"). The post starts loading when the reader points at,
 * focuses or touches its link.
 */
export function PostSummaryCard({
  post,
  label,
  layout = 'list',
}: {
  post: PostSummary;
  label?: string;
  layout?: keyof typeof layoutCss;
}) {
  const category = categoryOf(post.category);
  return (
    <article css={[cardCss, interactiveCardCss, linkedCardCss, summaryCss, layoutCss[layout]]}>
      <PostPicture image={post.image} category={category} />
      <p css={kickerCss}>{label ? `${label} · ${category.title}` : category.title}</p>
      <h3>
        <PostLink category={post.category} slug={post.slug} to={post.route}>
          {post.title}
        </PostLink>
      </h3>
      <p css={metaCss}>
        <PostDate post={post} /> ·{' '}
        {fillCopy(BLOG_COPY.minutesToRead, { minutes: post.minutesToRead })}
      </p>
      <p css={lineCss}>{post.description}</p>
    </article>
  );
}
