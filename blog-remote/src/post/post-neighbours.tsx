import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import type { BlogCategory } from '../../content/categories';
import type { PostLink, PostNeighbours as Neighbours } from '../published/published-types';
import { colorBorder, colorGold, colorText } from '@site/shared/design/color';

const navCss = css`
  margin: 0 0 ${theme.space(8)};
  ul {
    display: grid;
    gap: ${theme.space(3)} ${theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
    ${theme.breakpoint.tablet} {
      grid-template-columns: 1fr 1fr;
    }
  }
  ul + ul {
    margin-top: ${theme.space(4)};
    padding-top: ${theme.space(4)};
    border-top: 1px solid ${colorBorder};
  }
  a {
    display: block;
    min-height: 44px;
    color: ${colorText};
  }
  [data-side='older'] {
    text-align: right;
    ${theme.breakpoint.tablet} {
      grid-column: 2;
    }
  }
  span {
    display: block;
    color: ${colorGold};
    font-size: 0.85rem;
  }
`;

function Neighbour({
  link,
  side,
  label,
  rel,
}: {
  link: PostLink | null;
  side: 'newer' | 'older';
  label: string;
  rel?: 'prev' | 'next';
}) {
  if (!link) return null;
  return (
    <li data-side={side}>
      <Link to={link.route} rel={rel}>
        <span>{side === 'newer' ? `← ${label}` : `${label} →`}</span>
        {link.title}
      </Link>
    </li>
  );
}

/**
 * The posts either side of this one: across the whole blog (the feed's order), then within its
 * category where the category holds more than this post.
 */
export function PostNeighbours({
  newer,
  older,
  inCategory,
  category,
}: Neighbours & { inCategory: Neighbours | null; category: BlogCategory }) {
  if (!newer && !older && !inCategory) return null;
  const within = { category: category.title };
  return (
    <nav css={navCss} aria-label={BLOG_COPY.morePosts}>
      {(newer || older) && (
        <ul>
          <Neighbour link={newer} side="newer" label={BLOG_COPY.newerPost} rel="prev" />
          <Neighbour link={older} side="older" label={BLOG_COPY.olderPost} rel="next" />
        </ul>
      )}
      {inCategory && (
        <ul>
          <Neighbour
            link={inCategory.newer}
            side="newer"
            label={fillCopy(BLOG_COPY.newerInCategory, within)}
          />
          <Neighbour
            link={inCategory.older}
            side="older"
            label={fillCopy(BLOG_COPY.olderInCategory, within)}
          />
        </ul>
      )}
    </nav>
  );
}
