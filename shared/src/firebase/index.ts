export { analyticsConfigured, startAnalytics, ANALYTICS_OPTIONS } from './analytics';
export type { AnalyticsStart, PageView, SiteAnalytics } from './analytics';
export { explainAnalyticsError } from './analytics-errors';
export { readerOptedOut } from './privacy-signals';
