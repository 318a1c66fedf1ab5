import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteAnalytics } from '@site/shared/firebase';
import { afterLoadIdle, type SiteEnv } from '@site/shared';

// The shell's build writes the site's configuration into the code field by field
// (toolchain/create-app-config.mjs): read here as `__SITE_ENV__.firebase`, a build without
// analytics has a constant `null`, and the minifier drops this effect and Firebase's chunk.
declare const __SITE_ENV__: SiteEnv;

/**
 * Sends a page view on every route change when analytics is configured. Analytics (and
 * Firebase with it) loads only then, at idle, after the page is interactive.
 */
export function AnalyticsPageViews() {
  const { pathname } = useLocation();
  const analytics = useRef<Promise<SiteAnalytics | null> | null>(null);

  useEffect(() => {
    const config = __SITE_ENV__.firebase;
    if (!config?.measurementId) return;
    analytics.current ??= new Promise<void>((resolve) => afterLoadIdle(resolve))
      .then(() => import('@site/shared/firebase'))
      .then((module) => module.startAnalytics(config))
      .then((start) => (start.status === 'started' ? start.analytics : null));
    // The page's <title> is committed with the page; read it on the next frame.
    void analytics.current.then((started) =>
      requestAnimationFrame(() => started?.pageView({ path: pathname, title: document.title })),
    );
  }, [pathname]);

  return null;
}
