import { css } from '@emotion/react';
import { Page, theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { BLOG_COPY } from '../../content/blog-copy';
import { BLOG_CATEGORIES, categoryRoute } from '../../content/categories';
import { BLOG_FEED } from '../ui/blog-feed';

const introCss = css`
  max-width: 60ch;
  color: ${theme.color.muted};
  font-size: 1.125rem;
`;

const gridCss = css`
  display: grid;
  gap: ${theme.space(5)};
  margin: ${theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  ${theme.breakpoint.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const cardCss = css`
  display: block;
  height: 100%;
  padding: ${theme.space(6)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-decoration: none;
  transition:
    transform 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    border-color: ${theme.color.accent};
  }
  h2 {
    color: ${theme.color.accentStrong};
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const feedCss = css`
  margin: ${theme.space(8)} 0 0;
  a {
    color: ${theme.color.accentStrong};
  }
`;

/** /blog: the four categories, and the feed to follow them all. */
export function BlogHubPage() {
  const { documentTitle, heading, intro } = BLOG_COPY.hub;
  return (
    <Page title={documentTitle} meta={{ description: intro, feeds: [BLOG_FEED] }}>
      <h1>{heading}</h1>
      <p css={introCss}>{intro}</p>
      <ul css={gridCss}>
        {BLOG_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link to={categoryRoute(category)} css={cardCss}>
              <h2>{category.title}</h2>
              <p>{category.description}</p>
            </Link>
          </li>
        ))}
      </ul>
      <p css={feedCss}>
        {/* A file beside the pages, not a page of the app: a plain link. */}
        <a href={BLOG_FEED.path} type="application/rss+xml">
          {BLOG_COPY.feed.link}
        </a>
      </p>
    </Page>
  );
}
