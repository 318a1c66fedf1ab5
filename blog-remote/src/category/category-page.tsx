import { css } from '@emotion/react';
import { ComingSoon, Page, theme } from '@site/shared';
import { BackLink } from '@site/shared/design/back-link';
import { gridListCss } from '@site/shared/design/grid-list';
import { PageHeader } from '@site/shared/design/page-header';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { categoryRoute, type BlogCategory } from '../../content/categories';
import { categoryPageKey } from '../published/content-client';
import { PageData } from '../published/page-data';
import type { CategoryPageData } from '../published/published-types';
import { BLOG_FEED } from '../ui/blog-feed';
import { categoryPagePath, Pagination } from './pagination';
import { PostCard } from './post-card';

const listCss = css`
  ${gridListCss({ gap: 5, tablet: 2 })};
  margin-bottom: ${theme.space(8)};
`;

const comingSoonCss = css`
  max-width: 36rem;
  margin: ${theme.space(8)} 0;
`;

/**
 * A page of a category's list: its posts as cards, newest first, with links to the pages
 * before and after; or its 'Coming Soon' card while it has no post.
 */
export function CategoryPage({
  category,
  data,
}: {
  category: BlogCategory;
  data: CategoryPageData;
}) {
  const { page, pageCount, posts } = data;
  const path = categoryRoute(category);
  const heading =
    page === 1
      ? category.title
      : fillCopy(BLOG_COPY.categoryPage, { category: category.title, page });
  return (
    <Page
      title={heading}
      meta={{
        description: category.description,
        prev: page > 1 ? categoryPagePath(path, page - 1) : undefined,
        next: page < pageCount ? categoryPagePath(path, page + 1) : undefined,
        feeds: [BLOG_FEED],
      }}
    >
      <PageHeader title={heading} lead={category.description} />
      {posts.length > 0 ? (
        <>
          <ul css={listCss}>
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard category={category.slug} post={post} />
              </li>
            ))}
          </ul>
          <Pagination categoryPath={path} page={page} pageCount={pageCount} />
        </>
      ) : (
        category.comingSoon && (
          <div css={comingSoonCss}>
            <ComingSoon title={category.comingSoon.title}>{category.comingSoon.text}</ComingSoon>
          </div>
        )
      )}
      <BackLink to="/blog">{BLOG_COPY.backToBlog}</BackLink>
      <PageData dataKey={categoryPageKey(category.slug, page)} data={data} />
    </Page>
  );
}
