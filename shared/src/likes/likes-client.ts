import { siteEnv, type FirebaseWebConfig, type SiteEnv } from '../env/site-env';
import { FirestoreLikesStore } from './firestore-likes-store';
import { HttpLikesStore, LikeRefusedError } from './http-likes-store';
import type { LikesStore } from './likes-store';
import { PendingLikes } from './pending-likes';

export interface LikesClient {
  store: LikesStore;
  /**
   * Retry queue for likes the store refused or never received; null for Firestore, whose
   * SDK already keeps unsent writes and sends them when it is back online.
   */
  pending: PendingLikes | null;
}

/** Likes in Firestore, the production store. */
function firestoreLikesClient(firebase: FirebaseWebConfig, env: SiteEnv): LikesClient {
  return {
    store: new FirestoreLikesStore({
      firebase,
      emulatorHost: env.firestoreEmulatorHost,
      shards: env.likesShards,
      appCheckSiteKey: env.appCheckSiteKey,
    }),
    pending: null,
  };
}

/** Likes in the embedded service (SQLite behind the site's own server), with a retry queue. */
function embeddedLikesClient(): LikesClient {
  const store = new HttpLikesStore();
  const pending = new PendingLikes({
    send: (postId, likeId) => store.like(postId, likeId),
    isPermanentFailure: (error) => error instanceof LikeRefusedError && error.permanent,
  });
  if (typeof window !== 'undefined') pending.start();
  return { store, pending };
}

/** Firestore when the build carries a Firebase config, else the embedded HTTP service. */
export function createLikesClient(env: SiteEnv): LikesClient {
  return env.firebase ? firestoreLikesClient(env.firebase, env) : embeddedLikesClient();
}

declare const __SITE_ENV__: SiteEnv;

let client: LikesClient | null = null;

/**
 * The page's one likes client, created on first use. It reads the build's `firebase` field
 * on its own: the build writes that field as a literal (toolchain/create-app-config.mjs),
 * so the minifier keeps only the store this build uses (~0.5 KB gzip without Firebase, the
 * HTTP store and its retry queue with it).
 */
export function likesClient(): LikesClient {
  client ??= __SITE_ENV__.firebase
    ? firestoreLikesClient(__SITE_ENV__.firebase, siteEnv())
    : embeddedLikesClient();
  return client;
}
