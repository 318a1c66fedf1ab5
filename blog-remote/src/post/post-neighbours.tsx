import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { BLOG_COPY } from '../../content/blog-copy';
import type { PostLink } from '../published/published-types';

const navCss = css`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0 0 ${theme.space(8)};
  ${theme.breakpoint.tablet} {
    grid-template-columns: 1fr 1fr;
    [rel='next'] {
      grid-column: 2;
      text-align: right;
    }
  }
  a {
    display: block;
    height: 100%;
    padding: ${theme.space(4)} ${theme.space(5)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.medium};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.color.accent};
  }
  span {
    display: block;
    color: ${theme.color.gold};
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
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
