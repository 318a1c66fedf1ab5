import { readFileSync, statSync } from 'node:fs';

/** The external services the site may talk to, from the same environment as the build. */
export interface CspSources {
  /** Origins of remotes deployed elsewhere (from the runtime manifest). */
  remoteOrigins: string[];
  firestore: boolean;
  analytics: boolean;
  formBuilderOrigin: string | null;
  firestoreEmulatorOrigin: string | null;
}

const FIRESTORE = ['https://firestore.googleapis.com'];
const ANALYTICS_CONNECT = [
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Reads the service switches from the environment (see docs/deploy.md). */
export function cspSourcesFromEnv(env: NodeJS.ProcessEnv, remoteOrigins: string[]): CspSources {
  const emulator = env.FIRESTORE_EMULATOR_HOST;
  return {
    remoteOrigins,
    firestore: Boolean(env.FIREBASE_PROJECT_ID),
    analytics: Boolean(env.FIREBASE_MEASUREMENT_ID),
    formBuilderOrigin: originOf(env.NEWSLETTER_FORM_URL),
    firestoreEmulatorOrigin: emulator ? `http://${emulator}` : null,
  };
}

/**
 * The policy: the site itself, its remotes' origins, and only the configured services.
 * Styles allow inline because Emotion inserts <style> elements at run time.
 */
export function buildContentSecurityPolicy(sources: CspSources): string {
  const form = sources.formBuilderOrigin ? [sources.formBuilderOrigin] : [];
  const script = ["'self'", ...sources.remoteOrigins, ...form];
  const connect = ["'self'", ...sources.remoteOrigins, ...form];
  const img = ["'self'", 'data:', ...sources.remoteOrigins, ...form];
  if (sources.analytics) {
    script.push('https://www.googletagmanager.com');
    connect.push(...ANALYTICS_CONNECT);
    img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (sources.firestore) connect.push(...FIRESTORE);
  if (sources.firestoreEmulatorOrigin) connect.push(sources.firestoreEmulatorOrigin);
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${unique(script)}`,
    `style-src 'self' 'unsafe-inline' ${form.join(' ')}`.trim(),
    `img-src ${unique(img)}`,
    `connect-src ${unique(connect)}`,
    `font-src 'self' ${form.join(' ')}`.trim(),
    `frame-src ${form.length ? form.join(' ') : "'none'"}`,
    `form-action 'self' ${form.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Origins of absolute remote URLs in a runtime manifest file (relative ones are 'self'). */
export function remoteOriginsFromManifest(manifestFile: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    return Object.values(manifest)
      .map((value) =>
        typeof value === 'string' && /^https?:\/\//.test(value) ? originOf(value) : null,
      )
      .filter((origin): origin is string => origin !== null);
  } catch {
    return [];
  }
}

/**
 * The policy for the current runtime manifest, recomputed when the file changes (a remote
 * deployed to a new origin is allowed without a server restart).
 */
export function createCspProvider(manifestFile: string, env: NodeJS.ProcessEnv = process.env) {
  let cached: { mtimeMs: number; policy: string } | null = null;
  return function currentPolicy(): string {
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(manifestFile).mtimeMs;
    } catch {
      // no manifest: same-origin remotes only
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const origins = remoteOriginsFromManifest(manifestFile);
      cached = { mtimeMs, policy: buildContentSecurityPolicy(cspSourcesFromEnv(env, origins)) };
    }
    return cached.policy;
  };
}
