export { analyticsConfigured, startAnalytics, ANALYTICS_OPTIONS } from './analytics';
export type { AnalyticsStart } from './analytics';
export type { PageView, SiteAnalytics } from './site-analytics';
export { explainAnalyticsError } from './analytics-errors';
export { readerOptedOut } from './privacy-signals';
