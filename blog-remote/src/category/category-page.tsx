import { css } from '@emotion/react';
import { ComingSoon, Page, theme } from '@site/shared';
import { BLOG_COPY } from '../../content/blog-copy';
import type { BlogCategory } from '../../content/categories';
import { postsInCategory } from '../posts/blog-posts';
import { BackLink } from '../ui/back-link';
import { PostCard } from './post-card';

const introCss = css`
  max-width: 60ch;
  color: ${theme.color.muted};
  font-size: 1.125rem;
`;

const listCss = css`
  display: grid;
  gap: ${theme.space(5)};
  margin: ${theme.space(8)} 0;
  padding: 0;
  list-style: none;
  ${theme.breakpoint.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const comingSoonCss = css`
  max-width: 36rem;
  margin: ${theme.space(8)} 0;
`;

/** A category's list: its posts as cards, or its 'Coming Soon' card while it has none. */
export function CategoryPage({ category }: { category: BlogCategory }) {
  const posts = postsInCategory(category.slug);
  return (
    <Page title={category.title} meta={{ description: category.description }}>
      <h1>{category.title}</h1>
      <p css={introCss}>{category.description}</p>
      {posts.length > 0 ? (
        <ul css={listCss}>
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        category.comingSoon && (
          <div css={comingSoonCss}>
            <ComingSoon title={category.comingSoon.title}>{category.comingSoon.text}</ComingSoon>
          </div>
        )
      )}
      <BackLink to="/blog">{BLOG_COPY.backToBlog}</BackLink>
    </Page>
  );
}
