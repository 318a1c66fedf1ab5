import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { PageHead, type PageMeta } from '../seo/page-head';
import { theme } from '../theme/theme';

const pageCss = css`
  position: relative;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(5)} ${theme.space(16)};
  ${theme.breakpoint.tablet} {
    padding-inline: ${theme.space(8)};
  }
`;

/**
 * The frame of every page: the width and padding of the content column, and the page's head
 * (title, description, canonical, link previews, structured data: see PageHead).
 */
export function Page({
  title,
  meta,
  children,
  className,
}: {
  title: string;
  meta?: PageMeta;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div css={pageCss} className={className}>
      <PageHead title={title} meta={meta} />
      {children}
    </div>
  );
}
