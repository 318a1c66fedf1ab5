import { css } from '@emotion/react';
import { lazyNamed, LivePart, loadWhenIdle, Page, theme } from '@site/shared';
import { cardCss, interactiveCardCss } from '@site/shared/design/card';
import { gridListCss } from '@site/shared/design/grid-list';
import { PageHeader } from '@site/shared/design/page-header';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { BLOG_COPY } from '../../content/blog-copy';
import { BLOG_CATEGORIES, categoryRoute } from '../../content/categories';
import { BLOG_FEED } from '../ui/blog-feed';
import { LATEST_POSTS_ID } from './latest-posts-id';
import { colorAccentStrong, colorMuted } from '@site/shared/design/color';

/**
 * The latest posts come beneath the drawers, below a phone's first screen: their code (and
 * their data file, after a link) is fetched once the page is idle, ahead of the reader. A
 * prerendered hub keeps its list as served until then; its links are links.
 */
const LatestPosts = lazyNamed(
  () => loadWhenIdle(() => import(/* webpackChunkName: "latest-posts" */ './latest-posts')),
  'LatestPosts',
);

const gridCss = gridListCss({ gap: 5, tablet: 2 });

const categoryCardCss = css`
  display: block;
  height: 100%;
  text-decoration: none;
  h2 {
    color: ${colorAccentStrong};
  }
  p {
    margin: 0;
    color: ${colorMuted};
  }
`;

// A quiet line under the intro: plain links (they work as served, before the app).
const jumpCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(5)};
  margin: -${theme.space(2)} 0 ${theme.space(8)};
  a {
    color: ${colorAccentStrong};
    text-underline-offset: 0.2em;
  }
`;

const feedCss = css`
  margin: ${theme.space(8)} 0 0;
  a {
    color: ${colorAccentStrong};
  }
`;

/**
 * /blog: the four categories, the latest posts across them (their data file is fetched by the
 * list itself, so the drawers show at once after a link), and the feed to follow them all.
 */
export function BlogHubPage() {
  const { documentTitle, heading, intro } = BLOG_COPY.hub;
  return (
    <Page title={documentTitle} meta={{ description: intro, feeds: [BLOG_FEED] }}>
      <PageHeader title={heading} lead={intro} />
      <p css={jumpCss}>
        <a href={`#${LATEST_POSTS_ID}`}>
          {BLOG_COPY.hub.jumpToLatest} <span aria-hidden="true">↓</span>
        </a>
        {/* The home page shows the newest post beside the newest poem (another section's). */}
        <a href="/#newest-writing">{BLOG_COPY.hub.newestWriting}</a>
      </p>
      <ul css={gridCss}>
        {BLOG_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link to={categoryRoute(category)} css={[cardCss, interactiveCardCss, categoryCardCss]}>
              <h2>{category.title}</h2>
              <p>{category.description}</p>
            </Link>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <LivePart name="latest-posts">
          <LatestPosts />
        </LivePart>
      </Suspense>
      <p css={feedCss}>
        {/* A file beside the pages, not a page of the app: a plain link. */}
        <a href={BLOG_FEED.path} type="application/rss+xml">
          {BLOG_COPY.feed.link}
        </a>
      </p>
    </Page>
  );
}
