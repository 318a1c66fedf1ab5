import type { SiteAnalytics } from './site-analytics';

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Analytics with only a measurement id (no api key): what the Firebase SDK itself falls back
 * to — the Google tag configured with the local measurement id.
 */
export function startGtagAnalytics(measurementId: string): SiteAnalytics {
  const win = window as Window & GtagWindow;
  win.dataLayer = win.dataLayer ?? [];
  const gtag: Gtag =
    win.gtag ??
    function gtag(...args: unknown[]) {
      win.dataLayer?.push(args);
    };
  win.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.onerror = () =>
    console.warn('Analytics could not reach the Google tag; page views are not sent.');
  document.head.append(script);

  return {
    pageView({ path, title }) {
      gtag('event', 'page_view', {
        send_to: measurementId,
        page_path: path,
        page_title: title,
        page_location: window.location.href,
      });
    },
  };
}
