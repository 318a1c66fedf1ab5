import type { FirebaseWebConfig } from '../env/site-env';

export type AnalyticsConfigCheck =
  | { ok: true; mode: 'firebase' }
  | { ok: true; mode: 'measurement-id-only'; measurementId: string }
  | { ok: false; code: 'analytics/no-app-id' | 'analytics/no-api-key' };

/**
 * The set-up rules of Firebase Analytics, checked before the SDK loads (the SDK's own
 * installations step fails first with a less helpful message when the api key is missing):
 * an app id is required; an api key is required unless a measurement id is given, in which
 * case analytics falls back to that measurement id.
 */
export function checkAnalyticsConfig(config: FirebaseWebConfig): AnalyticsConfigCheck {
  if (!config.appId) return { ok: false, code: 'analytics/no-app-id' };
  if (!config.apiKey) {
    return config.measurementId
      ? { ok: true, mode: 'measurement-id-only', measurementId: config.measurementId }
      : { ok: false, code: 'analytics/no-api-key' };
  }
  return { ok: true, mode: 'firebase' };
}
