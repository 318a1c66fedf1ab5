/** Public build-time configuration (see toolchain/read-site-env.mjs and docs/deploy.md). */
export interface FirebaseWebConfig {
  apiKey?: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
  measurementId?: string;
}

export interface SiteEnv {
  firebase: FirebaseWebConfig | null;
  firestoreEmulatorHost: string | null;
  /** LIKES_SHARDS: 1 keeps each post's count in likes/{postId}; more spreads likes over shards. */
  likesShards: number;
  /** reCAPTCHA v3 site key that turns on Firebase App Check for Firestore; null leaves it off. */
  appCheckSiteKey: string | null;
  newsletterFormUrl: string | null;
  siteUrl: string | null;
}

declare const __SITE_ENV__: SiteEnv;

export function siteEnv(): SiteEnv {
  return __SITE_ENV__;
}
