import { css } from '@emotion/react';
import { PageNotFound, isServedNotFound, theme } from '@site/shared';
import { OnDemand } from '@site/shared/on-demand';
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BLOG_COPY } from '../../content/blog-copy';
import { useBlogContent } from '../published/blog-content-context';

// The notices hold the page's place in its column, as the page itself would.
const noticeCss = css`
  min-height: 60vh;
  padding: ${theme.space(10)} ${theme.space(5)};
  color: ${theme.color.muted};
`;

/**
 * A page rendered by another release of the blog (met while a release goes out) hydrates as
 * it is, with its own data, then shows this release's (in a transition: its words stay on
 * screen until the new ones are here). Rendered beside the page's content, inside the same
 * boundary, so it asks only once all of the content has hydrated: a part still waiting for
 * its code would otherwise render the new data over the old HTML (a hydration mismatch).
 */
function RefreshWhenStale({ dataKey, onRefresh }: { dataKey: string; onRefresh: () => void }) {
  const content = useBlogContent();
  useEffect(() => {
    if (content.refreshIfStale(dataKey)) onRefresh();
  }, [content, dataKey, onRefresh]);
  return null;
}

/**
 * A page made from one of the blog's data files: a notice while the file is on its way
 * (after a link; a prerendered page already holds its data), why and Try again if it fails,
 * the site's 404 page when there is no such file (a post that does not exist). Every page of
 * the blog is released with it (decision 007): where the server answered with its 404 page,
 * there is no file to fetch.
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
  const [, setRefreshed] = useState(0);
  const showRefreshed = useCallback(
    () => startTransition(() => setRefreshed((count) => count + 1)),
    [],
  );
  if (isServedNotFound(useLocation().pathname)) return <PageNotFound />;
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
      {(data) => (
        <>
          {data === null ? <PageNotFound /> : children(data)}
          <RefreshWhenStale dataKey={dataKey} onRefresh={showRefreshed} />
        </>
      )}
    </OnDemand>
  );
}
