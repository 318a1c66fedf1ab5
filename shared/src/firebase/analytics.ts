import type { FirebaseWebConfig } from '../env/site-env';
import { checkAnalyticsConfig } from './analytics-config';
import { explainAnalyticsError } from './analytics-errors';
import { startGtagAnalytics } from './gtag-analytics';
import { readerOptedOut } from './privacy-signals';
import type { SiteAnalytics } from './site-analytics';

export type AnalyticsStart =
  | { status: 'started'; analytics: SiteAnalytics }
  | { status: 'off'; reason: 'opted-out' | 'unsupported' }
  | { status: 'failed'; message: string };

/** The options every initialisation uses; page views are sent by the router, not gtag. */
export const ANALYTICS_OPTIONS = { config: { send_page_view: false } } as const;

/** Analytics runs only where a measurement id was configured at build time. */
export function analyticsConfigured(config: FirebaseWebConfig | null): config is FirebaseWebConfig {
  return Boolean(config?.measurementId);
}

function failed(error: unknown): AnalyticsStart {
  const message = explainAnalyticsError(error);
  console.error(`Analytics is off: ${message}`);
  return { status: 'failed', message };
}

/**
 * Starts analytics with `config` unless the reader opted out (Do Not Track / Global Privacy
 * Control). Firebase loads here, on demand, never in the initial bundle. A set-up error
 * (see analytics-errors.ts) is logged with what to fix; the site goes on without analytics.
 */
export async function startAnalytics(
  config: FirebaseWebConfig,
  appName = '[DEFAULT]',
): Promise<AnalyticsStart> {
  if (readerOptedOut()) return { status: 'off', reason: 'opted-out' };
  const check = checkAnalyticsConfig(config);
  if (!check.ok) return failed({ code: check.code, message: `Firebase: (${check.code}).` });
  if (check.mode === 'measurement-id-only') {
    console.warn(
      `Analytics: FIREBASE_API_KEY is empty. Falling back to the measurement ID ${check.measurementId} provided in the Firebase config.`,
    );
    return { status: 'started', analytics: startGtagAnalytics(check.measurementId) };
  }
  try {
    const [{ getApps, initializeApp }, analyticsSdk] = await Promise.all([
      import('firebase/app'),
      import('firebase/analytics'),
    ]);
    if (!(await analyticsSdk.isSupported())) return { status: 'off', reason: 'unsupported' };
    const app =
      getApps().find((existing) => existing.name === appName) ?? initializeApp(config, appName);
    const analytics = analyticsSdk.initializeAnalytics(app, ANALYTICS_OPTIONS);
    return {
      status: 'started',
      analytics: {
        pageView({ path, title }) {
          analyticsSdk.logEvent(analytics, 'page_view', {
            page_path: path,
            page_title: title,
            page_location: window.location.href,
          });
        },
      },
    };
  } catch (error) {
    return failed(error);
  }
}
