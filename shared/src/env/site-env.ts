/** Public build-time configuration (see shared/build/site-env.mjs and docs/deploy.md). */
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
  newsletterFormUrl: string | null;
  siteUrl: string | null;
}

declare const __SITE_ENV__: SiteEnv;

export function siteEnv(): SiteEnv {
  return __SITE_ENV__;
}
