import { css } from '@emotion/react';
import { useLayoutEffect, useRef } from 'react';
import { theme } from '@site/shared';
import { OnDemand } from '@site/shared/on-demand';
import { BLOG_COPY } from '../../content/blog-copy';
import type { BlogPost } from '../posts/blog-posts';
import { loadPostText } from './post-text';
import { proseCss } from './prose-css';

const noticeCss = css`
  min-height: 50vh;
  color: ${theme.color.muted};
  button {
    min-height: 44px;
    margin-top: ${theme.space(3)};
    padding: ${theme.space(2)} ${theme.space(5)};
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * The text's HTML, rendered from the author's own Markdown at build time (shared markdown
 * loader). `data-post-text` and `data-post-version` are how a prerendered page's text is
 * found again (post-text.ts). A page prerendered before the blog's latest release holds the
 * older text: hydration adopts an element's inner HTML as it is, so the current one is put
 * in its place here, before the browser paints.
 */
function PostText({ post, html }: { post: BlogPost; html: string }) {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const text = element.current;
    if (!text || text.dataset.postVersion === post.bodyVersion) return;
    text.innerHTML = html;
    text.dataset.postVersion = post.bodyVersion;
  }, [html, post.bodyVersion]);
  return (
    <div
      ref={element}
      css={proseCss}
      data-post-text={post.slug}
      data-post-version={post.bodyVersion}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The post's text. It is a chunk of its own (content/posts/schema.cjs), so the blog's lists
 * carry no post's text. A prerendered post page hydrates the text it already holds (see
 * post-text.ts); after a link, a short notice holds its place until the chunk has arrived.
 */
export function PostBody({ post }: { post: BlogPost }) {
  return (
    <OnDemand
      load={(retry) => loadPostText(post, retry)}
      loading={
        <p css={noticeCss} role="status">
          {BLOG_COPY.body.loading}
        </p>
      }
      failed={(retry) => (
        <div css={noticeCss} role="alert">
          <p>{BLOG_COPY.body.failed}</p>
          <button type="button" onClick={retry}>
            {BLOG_COPY.body.retry}
          </button>
        </div>
      )}
    >
      {(html) => <PostText post={post} html={html} />}
    </OnDemand>
  );
}
