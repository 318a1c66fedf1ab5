import { css } from '@emotion/react';
import { Suspense, useMemo } from 'react';
import {
  blogPosting,
  lazyNamed,
  LivePart,
  loadWhenIdle,
  Page,
  SizedImg,
  theme,
} from '@site/shared';
import { BackLink } from '@site/shared/design/back-link';
import { audioObject } from '@site/shared/design/audio-object';
import { PageHeader } from '@site/shared/design/page-header';
import { postWriting } from '@site/shared/design/writing-index';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { categoryRoute, type BlogCategory } from '../../content/categories';
import { useBlogContent } from '../published/blog-content-context';
import { postKey } from '../published/content-client';
import { PageData } from '../published/page-data';
import type { PostPageData } from '../published/published-types';
import { BLOG_FEED } from '../ui/blog-feed';
import { PostDate } from '../ui/post-date';
import { hasContents, PostContents } from './post-contents';
import { loadPostSignup } from './post-signup-part';
import { PostText } from './post-text';
import { ReadingProgress } from './reading-progress';
import { colorBorder, colorMuted } from '@site/shared/design/color';

// About 68 characters of the serif body per line; the prose itself never exceeds 68ch.
const articleCss = css`
  max-width: 40rem;
  margin: 0 auto;
`;

const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  color: ${colorMuted};
`;

/** A wrapper that leaves the layout to its children (inline: no class to generate). */
const WRAPS_ONLY = { display: 'contents' } as const;

const figureCss = css`
  margin: 0 0 ${theme.space(8)};
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.medium};
    border: 1px solid ${colorBorder};
  }
`;

/**
 * The end of the post (the author box, like and share, its neighbours, the post to read next, the sign-up)
 * comes after the text, below the first screen: its code (and the likes client) is fetched
 * once the page is idle, ahead of the reader. Until then the prerendered end stays as it is
 * (its links are links), and a tap on a button is held until its part is live, then replayed
 * (the page's early-taps script). The sign-up's chunk comes beside the footer's, so the footer
 * is drawn whole; if the sign-up's cannot be had, the footer comes without it (its served form
 * stays: post-footer.tsx).
 */
const PostFooter = lazyNamed(
  () =>
    loadWhenIdle(() =>
      Promise.all([
        import(/* webpackChunkName: "post-footer" */ './post-footer'),
        loadPostSignup().catch(() => undefined),
      ]).then(([footer]) => footer),
    ),
  'PostFooter',
);

/** A post's recording: code only a post with one fetches (post-recording.tsx). */
const PostRecording = lazyNamed(
  () => import(/* webpackChunkName: "post-recording" */ './post-recording'),
  'PostRecording',
);

/**
 * One post: its text (rendered at build time), its image, the like and share buttons, its
 * neighbours on the blog and in its category, the post to read next and, where the site has
 * a newsletter form, the sign-up.
 */
export function PostPage({ category, data }: { category: BlogCategory; data: PostPageData }) {
  const content = useBlogContent();
  const { post } = data;
  const image = post.image && { ...post.image, src: content.assetUrl(post.image.src) };
  const recording = post.recording && {
    ...post.recording,
    src: content.assetUrl(post.recording.src),
  };
  // The same element while the post is the same: the footer's code comes once the page is
  // idle, and a served part that receives new elements before then is drawn again from
  // nothing (its served HTML gone until its chunk arrives) instead of being adopted.
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <LivePart name="post-footer">
          <PostFooter data={data} category={category} />
        </LivePart>
      </Suspense>
    ),
    [data, category],
  );
  const backLabel = fillCopy(BLOG_COPY.backToCategory, { category: category.title });
  const listPath = categoryRoute(category);
  return (
    <Page
      title={post.title}
      meta={{
        description: post.description,
        type: 'article',
        // Its own card previews every post, whatever its picture (decision 019).
        card: { title: post.title, label: category.title },
        feeds: [BLOG_FEED],
        structuredData: {
          ...blogPosting({
            headline: post.title,
            description: post.description,
            datePublished: post.date,
            path: post.route,
            image: image?.src,
          }),
          // The recording beside the post: the author reading it (a sample's is synthesised).
          ...(recording && {
            audio: audioObject({
              name: post.title,
              contentUrl: recording.src,
              type: recording.type,
              duration: recording.duration,
            }),
          }),
        },
      }}
    >
      <article css={articleCss}>
        {hasContents(data.headings) && <ReadingProgress />}
        <BackLink to={listPath}>{backLabel}</BackLink>
        {/* What search finds: the title and the text, not the links and likes around them
            (its contents list is left out: the headings are in the text). */}
        <div {...postWriting} style={WRAPS_ONLY}>
          <PageHeader kicker={category.title} title={post.title}>
            <div css={metaCss}>
              <PostDate post={post} />
              <span aria-hidden="true">·</span>
              <span>{fillCopy(BLOG_COPY.minutesToRead, { minutes: post.minutesToRead })}</span>
            </div>
          </PageHeader>
          {image && (
            <figure css={figureCss}>
              {/* The post's first image is at the top of the page, its largest paint on a phone:
                  fetched at high priority, not after the scripts the page also asks for. */}
              <SizedImg image={image} fetchPriority="high" />
            </figure>
          )}
          {recording && (
            <Suspense fallback={null}>
              <PostRecording post={post} recording={recording} />
            </Suspense>
          )}
          <PostContents headings={data.headings} />
          <PostText slug={post.slug} html={data.html} />
        </div>
        {footer}
        <BackLink to={listPath}>{backLabel}</BackLink>
      </article>
      <PageData dataKey={postKey(category.slug, post.slug)} data={data} />
    </Page>
  );
}
