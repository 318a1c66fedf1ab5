/**
 * What each Firebase Analytics set-up error means for this site's configuration, so the
 * console names the variable to fix (docs/deploy.md lists them).
 */
const EXPLANATIONS: Record<string, string> = {
  'analytics/no-app-id': 'FIREBASE_APP_ID is missing: analytics needs the app id.',
  'analytics/no-api-key':
    'FIREBASE_API_KEY and FIREBASE_MEASUREMENT_ID are both missing: analytics needs one of them.',
  'analytics/already-exists':
    'an analytics instance for this app id is already registered (a second Firebase app with the same FIREBASE_APP_ID).',
  'analytics/already-initialized':
    'analytics was initialised again with different options; the first initialisation stays.',
};

export function explainAnalyticsError(error: unknown): string {
  const { code, message: raw } = (error ?? {}) as { code?: unknown; message?: unknown };
  const known = typeof code === 'string' ? EXPLANATIONS[code] : undefined;
  const message = typeof raw === 'string' ? raw : String(error);
  return known ? `${known} (${message})` : message;
}
