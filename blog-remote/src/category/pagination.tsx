import { css } from '@emotion/react';
import { ButtonLink, theme } from '@site/shared';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { colorMuted } from '@site/shared/design/color';

const navCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(8)};
  p {
    margin: 0;
    color: ${colorMuted};
  }
`;

/** The address of page `page` of a category's list: page 1 is the category's own. */
export function categoryPagePath(categoryPath: string, page: number): string {
  return page === 1 ? categoryPath : `${categoryPath}/page/${page}`;
}

/** Links between the pages of a category's list, newest first: newer posts are on page n - 1. */
export function Pagination({
  categoryPath,
  page,
  pageCount,
}: {
  categoryPath: string;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav css={navCss} aria-label={fillCopy(BLOG_COPY.pageOf, { page, pages: pageCount })}>
      {page > 1 ? (
        <ButtonLink to={categoryPagePath(categoryPath, page - 1)} rel="prev">
          ← {BLOG_COPY.newerPosts}
        </ButtonLink>
      ) : (
        <span />
      )}
      <p>{fillCopy(BLOG_COPY.pageOf, { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <ButtonLink to={categoryPagePath(categoryPath, page + 1)} rel="next">
          {BLOG_COPY.olderPosts} →
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
