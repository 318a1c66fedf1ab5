import { css } from '@emotion/react';
import { LivePart, theme, Toaster } from '@site/shared';
import { Outlet } from 'react-router-dom';
import { AnalyticsPageViews } from './analytics-page-views';
import { useFocusOnNavigation } from './focus-on-navigation';
import { OfflineReading } from './offline-reading';
import { AppTakeover } from './prerender-handoff';
import { ScrollRestoration } from './scroll-restoration';
import { PagePrefetchOnIntent } from './page-prefetch-on-intent';
import { DeferredMouseTrail } from '../layout/deferred-mouse-trail';
import { NavBar } from '../layout/nav-bar';
import { SchemeControl } from '../layout/scheme-control';
import { SearchControl } from '../search/search-control';
import { SiteFooter } from '../layout/site-footer';
import { SitePlayerSlot } from '../player/site-player-slot';
import { colorFocus, colorOnAccent } from '@site/shared/design/color';

const skipLinkCss = css`
  position: absolute;
  left: ${theme.space(4)};
  top: -100px;
  z-index: 60;
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius.small};
  background: ${colorFocus};
  color: ${colorOnAccent};
  font-weight: 600;
  &:focus {
    top: ${theme.space(2)};
  }
`;

// A page's heading takes focus after a navigation (useFocusOnNavigation), so that screen
// readers announce it; it is not a control, so it gets no focus ring.
const mainCss = css`
  min-height: calc(100vh - ${theme.layout.navHeight});
  padding-top: ${theme.layout.navHeight};
  h1[tabindex='-1']:focus {
    outline: none;
  }
`;

const MAIN_ID = 'main';

/** Header, main content, footer and the decorations around every page. */
export function RootLayout() {
  useFocusOnNavigation(MAIN_ID);
  return (
    <LivePart name="shell">
      <a href={`#${MAIN_ID}`} css={skipLinkCss}>
        Skip to content
      </a>
      <NavBar
        end={
          <>
            <SearchControl />
            <SchemeControl />
          </>
        }
      />
      <main id={MAIN_ID} css={mainCss} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <SitePlayerSlot />
      <DeferredMouseTrail />
      <Toaster />
      <ScrollRestoration />
      <PagePrefetchOnIntent />
      <AnalyticsPageViews />
      <OfflineReading />
      <AppTakeover />
    </LivePart>
  );
}
