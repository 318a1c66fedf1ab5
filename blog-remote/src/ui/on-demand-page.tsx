import { css } from '@emotion/react';
import { PageNotFound, PageUnavailable, isServedNotFound, theme } from '@site/shared';
import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { OnDemandData } from './on-demand-data';
import { colorMuted } from '@site/shared/design/color';

// The notices hold the page's place in its column, as the page itself would.
const noticeCss = css`
  min-height: 60vh;
  padding: ${theme.space(10)} ${theme.space(5)};
  color: ${colorMuted};
`;

// A page whose file cannot be had (offline, a server error) is the site's page for it.
const pageUnavailable = (retry: () => void) => <PageUnavailable retry={retry} />;

/**
 * A page made from one of the blog's data files (OnDemandData), the site's 404 page when there
 * is no such file (a post that does not exist), the site's page for a page that cannot be had
 * when it fails. Every page of the blog is released with it
 * (decision 007): where the server answered with its 404 page, there is no file to fetch.
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
  if (isServedNotFound(useLocation().pathname)) return <PageNotFound />;
  return (
    <OnDemandData
      dataKey={dataKey}
      load={load}
      loadingText={loadingText}
      failed={pageUnavailable}
      noticeCss={noticeCss}
      missing={<PageNotFound />}
    >
      {children}
    </OnDemandData>
  );
}
