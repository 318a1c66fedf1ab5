import { css } from '@emotion/react';
import { theme, Toaster } from '@site/shared';
import { Outlet } from 'react-router-dom';
import { AnalyticsPageViews } from '../app/analytics-page-views';
import { AppTakeover } from '../app/prerender-handoff';
import { ScrollRestoration } from '../app/scroll-restoration';
import { PagePrefetchOnIntent } from '../app/page-prefetch-on-intent';
import { DeferredMouseTrail } from './deferred-mouse-trail';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';

const skipLinkCss = css`
  position: absolute;
  left: ${theme.space(4)};
  top: -100px;
  z-index: 60;
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius.small};
  background: ${theme.color.focus};
  color: ${theme.color.onAccent};
  font-weight: 600;
  &:focus {
    top: ${theme.space(2)};
  }
`;

const mainCss = css`
  min-height: calc(100vh - ${theme.layout.navHeight});
  padding-top: ${theme.layout.navHeight};
`;

/** Header, main content, footer and the decorations around every page. */
export function RootLayout() {
  return (
    <>
      <a href="#main" css={skipLinkCss}>
        Skip to content
      </a>
      <NavBar />
      <main id="main" css={mainCss} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <DeferredMouseTrail />
      <Toaster />
      <ScrollRestoration />
      <PagePrefetchOnIntent />
      <AnalyticsPageViews />
      <AppTakeover />
    </>
  );
}
