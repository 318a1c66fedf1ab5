import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { siteConfig } from '../config/site-config';
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
 * The frame of every page: the width and padding of the content column, and the page's
 * document title (React 19 hoists <title> into the head).
 */
export function Page({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div css={pageCss} className={className}>
      <title>{`${title} | ${siteConfig.authorName}`}</title>
      {children}
    </div>
  );
}
