import { type SerializedStyles } from '@emotion/react';
import { Button } from '@site/shared';
import { OnDemand } from '@site/shared/on-demand';
import { type ReactNode } from 'react';
import { BLOG_COPY } from '../../content/blog-copy';
import { RefreshWhenStale, useShowRefreshed } from './refresh-when-stale';

export interface OnDemandDataProps<T> {
  /** The data file's key (content-client.ts). */
  dataKey: string;
  load: (retry?: boolean) => Promise<T | null>;
  loadingText: string;
  /**
   * When the file cannot be had: a part of a page says so in its place (with Try again); a
   * whole page is the site's page for it (PageUnavailable, the shell's one offline voice).
   */
  failed: string | ((retry: () => void) => ReactNode);
  /** What the notices look like: they hold the place of what they stand for. */
  noticeCss: SerializedStyles;
  /** Shown when the file does not exist. */
  missing: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * What is made from one of the blog's data files (a page, the hub's latest posts, the home
 * page's newest post): a notice while the file is on its way (after a link; a prerendered
 * page already holds its data), `failed` if it fails, `missing` when there is no
 * such file; data from another release of the blog is refreshed once it has hydrated.
 */
export function OnDemandData<T>({
  dataKey,
  load,
  loadingText,
  failed,
  noticeCss,
  missing,
  children,
}: OnDemandDataProps<T>) {
  const showRefreshed = useShowRefreshed();
  return (
    <OnDemand
      load={load}
      loading={
        <p css={noticeCss} role="status">
          {loadingText}
        </p>
      }
      failed={(retry) =>
        typeof failed === 'string' ? (
          <div css={noticeCss} role="alert">
            <p>{failed}</p>
            <Button variant="outline" onClick={retry}>
              {BLOG_COPY.loading.retry}
            </Button>
          </div>
        ) : (
          failed(retry)
        )
      }
    >
      {(data) => (
        <>
          {data === null ? missing : children(data)}
          <RefreshWhenStale dataKey={dataKey} onRefresh={showRefreshed} />
        </>
      )}
    </OnDemand>
  );
}
