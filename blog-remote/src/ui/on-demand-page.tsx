import { css } from '@emotion/react';
import { PageNotFound, theme } from '@site/shared';
import { OnDemand } from '@site/shared/on-demand';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { BLOG_COPY } from '../../content/blog-copy';
import { useBlogContent } from '../published/blog-content-context';

// The notices hold the page's place in its column, as the page itself would.
const noticeCss = css`
  max-width: ${theme.layout.maxWidth};
  min-height: 60vh;
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(5)};
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
 * A page made from one of the blog's data files: a notice while the file is on its way
 * (after a link; a prerendered page already holds its data), why and Try again if it fails,
 * the site's 404 page when there is no such file (a post that does not exist).
 */
export function OnDemandPage<T>({
  dataKey,
  load,
  loadingText,
  children,
}: {
  /** The data file's key (content-client.ts). */
  dataKey: string;
  load: (retry?: boolean) => Promise<T | null>;
  loadingText: string;
  children: (data: T) => ReactNode;
}) {
  const content = useBlogContent();
  const [, setRefreshed] = useState(0);
  // A page rendered by another release of the blog hydrates as it is, then shows this
  // release's data (in a transition: its words stay on screen until the new ones are here).
  useEffect(() => {
    if (content.refreshIfStale(dataKey)) startTransition(() => setRefreshed((count) => count + 1));
  }, [content, dataKey]);
  return (
    <OnDemand
      load={load}
      loading={
        <p css={noticeCss} role="status">
          {loadingText}
        </p>
      }
      failed={(retry) => (
        <div css={noticeCss} role="alert">
          <p>{BLOG_COPY.loading.failed}</p>
          <button type="button" onClick={retry}>
            {BLOG_COPY.loading.retry}
          </button>
        </div>
      )}
    >
      {(data) => (data === null ? <PageNotFound /> : children(data))}
    </OnDemand>
  );
}
