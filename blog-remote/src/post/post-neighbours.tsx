import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { BLOG_COPY } from '../../content/blog-copy';
import type { PostLink } from '../published/published-types';

const navCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin: 0 0 ${theme.space(8)};
  a {
    max-width: 18rem;
    color: ${theme.color.text};
  }
  [rel='next'] {
    margin-left: auto;
    text-align: right;
  }
  span {
    display: block;
    color: ${theme.color.gold};
    font-size: 0.85rem;
  }
`;

/** The post's neighbours in its category: the newer one and the older one, where there are. */
export function PostNeighbours({
  newer,
  older,
}: {
  newer: PostLink | null;
  older: PostLink | null;
}) {
  if (!newer && !older) return null;
  return (
    <nav css={navCss} aria-label={`${BLOG_COPY.newerPost} / ${BLOG_COPY.olderPost}`}>
      {newer && (
        <Link to={newer.route} rel="prev">
          <span>← {BLOG_COPY.newerPost}</span>
          {newer.title}
        </Link>
      )}
      {older && (
        <Link to={older.route} rel="next">
          <span>{BLOG_COPY.olderPost} →</span>
          {older.title}
        </Link>
      )}
    </nav>
  );
}
