import { readFileSync, statSync } from 'node:fs';
import { buildContentSecurityPolicy, type CspSources } from '@site/hosting-policy';

// One policy for Hosting and this server: @site/hosting-policy.
export { buildContentSecurityPolicy, type CspSources };

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
    appCheck: Boolean(env.FIREBASE_APP_CHECK_RECAPTCHA_SITE_KEY),
  };
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
