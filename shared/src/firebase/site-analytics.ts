// What the site asks of analytics, whichever way it was started (Firebase SDK or gtag).

export interface PageView {
  path: string;
  title: string;
}

export interface SiteAnalytics {
  pageView(view: PageView): void;
}
