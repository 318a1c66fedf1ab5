// @ts-check
// Build-time configuration read from the environment. Every variable is optional; a value
// that is present but malformed fails the build with a message naming the variable, so a
// bad deploy never ships a site that breaks at run time.
import { readShardCount } from './firestore-rules.mjs';

const FIREBASE_VARS = {
  apiKey: 'FIREBASE_API_KEY',
  authDomain: 'FIREBASE_AUTH_DOMAIN',
  projectId: 'FIREBASE_PROJECT_ID',
  storageBucket: 'FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'FIREBASE_MESSAGING_SENDER_ID',
  appId: 'FIREBASE_APP_ID',
  measurementId: 'FIREBASE_MEASUREMENT_ID',
};

export class SiteEnvError extends Error {}

/** @typedef {Record<string, string | undefined>} Env */

/**
 * @param {Env} env
 * @param {string} name
 */
function readUrl(env, name) {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
  } catch {
    throw new SiteEnvError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value;
}

/**
 * @param {Env} env
 * @param {string} name
 * @param {RegExp} pattern
 */
function readToken(env, name, pattern) {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!pattern.test(value)) {
    throw new SiteEnvError(`${name} has an unexpected format: "${value}"`);
  }
  return value;
}

/**
 * The public (non-secret) configuration baked into the bundles.
 * @param {Env} [env]
 * @returns {import('../shared/src/env/site-env').SiteEnv}
 */
export function readSiteEnv(env = process.env) {
  /** @type {Record<string, string>} */
  const firebase = {};
  const tokenPattern = /^[A-Za-z0-9_.:-]+$/;
  for (const [key, name] of Object.entries(FIREBASE_VARS)) {
    const value = readToken(env, name, tokenPattern);
    if (value !== undefined) firebase[key] = value;
  }
  const hasFirebase = Object.keys(firebase).length > 0;
  if (hasFirebase && !firebase.projectId) {
    throw new SiteEnvError('FIREBASE_PROJECT_ID is required when any FIREBASE_* variable is set');
  }
  const emulatorHost = readToken(env, 'FIRESTORE_EMULATOR_HOST', /^[A-Za-z0-9.-]+:\d{2,5}$/);
  const appCheckSiteKey = readToken(env, 'FIREBASE_APP_CHECK_RECAPTCHA_SITE_KEY', tokenPattern);
  if (appCheckSiteKey && !hasFirebase) {
    throw new SiteEnvError(
      'FIREBASE_APP_CHECK_RECAPTCHA_SITE_KEY protects Firestore; set the FIREBASE_* variables too',
    );
  }
  let likesShards;
  try {
    likesShards = readShardCount(env);
  } catch (error) {
    throw new SiteEnvError(error instanceof Error ? error.message : String(error));
  }
  return {
    // FIREBASE_PROJECT_ID is there: checked above.
    firebase: hasFirebase
      ? /** @type {import('../shared/src/env/site-env').FirebaseWebConfig} */ (
          /** @type {unknown} */ (firebase)
        )
      : null,
    firestoreEmulatorHost: emulatorHost ?? null,
    likesShards,
    appCheckSiteKey: appCheckSiteKey ?? null,
    newsletterFormUrl: readUrl(env, 'NEWSLETTER_FORM_URL') ?? null,
    siteUrl: readUrl(env, 'SITE_URL') ?? null,
  };
}
