/** @jest-environment node */
import { readSiteEnv, SiteEnvError } from './read-site-env.mjs';

describe('build-time site configuration', () => {
  it('is all off with an empty environment', () => {
    expect(readSiteEnv({})).toEqual({
      firebase: null,
      firestoreEmulatorHost: null,
      likesShards: 1,
      appCheckSiteKey: null,
      newsletterFormUrl: null,
      siteUrl: null,
    });
  });

  it('reads the Firebase web config', () => {
    const env = readSiteEnv({
      FIREBASE_API_KEY: 'AIzaSyExample_key-1',
      FIREBASE_PROJECT_ID: 'mira-ashwood',
      FIREBASE_APP_ID: '1:123:web:abc',
      FIREBASE_MEASUREMENT_ID: 'G-ABC123',
    });
    expect(env.firebase).toEqual({
      apiKey: 'AIzaSyExample_key-1',
      projectId: 'mira-ashwood',
      appId: '1:123:web:abc',
      measurementId: 'G-ABC123',
    });
  });

  it('reads the likes shard count and the App Check site key', () => {
    const env = readSiteEnv({
      FIREBASE_PROJECT_ID: 'mira-ashwood',
      LIKES_SHARDS: '10',
      FIREBASE_APP_CHECK_RECAPTCHA_SITE_KEY: '6LcExampleKey_1',
    });
    expect(env).toMatchObject({ likesShards: 10, appCheckSiteKey: '6LcExampleKey_1' });
  });

  it.each([
    [{ NEWSLETTER_FORM_URL: 'not a url' }, 'NEWSLETTER_FORM_URL'],
    [{ NEWSLETTER_FORM_URL: 'javascript:alert(1)' }, 'NEWSLETTER_FORM_URL'],
    [{ SITE_URL: 'ftp://example.com' }, 'SITE_URL'],
    [{ FIREBASE_PROJECT_ID: 'has spaces' }, 'FIREBASE_PROJECT_ID'],
    [{ FIREBASE_API_KEY: 'k' }, 'FIREBASE_PROJECT_ID is required'],
    [{ FIRESTORE_EMULATOR_HOST: 'localhost' }, 'FIRESTORE_EMULATOR_HOST'],
    [{ LIKES_SHARDS: '0' }, 'LIKES_SHARDS'],
    [{ LIKES_SHARDS: '2.5' }, 'LIKES_SHARDS'],
    [{ LIKES_SHARDS: '101' }, 'LIKES_SHARDS'],
    [
      { FIREBASE_APP_CHECK_RECAPTCHA_SITE_KEY: 'site-key' },
      'FIREBASE_APP_CHECK_RECAPTCHA_SITE_KEY',
    ],
  ])('fails a malformed %j naming the variable', (env, name) => {
    expect(() => readSiteEnv(env)).toThrow(SiteEnvError);
    expect(() => readSiteEnv(env)).toThrow(name);
  });
});
