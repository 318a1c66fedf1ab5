import { siteEnv, type SiteEnv } from '../env/site-env';
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

/** Firestore when the build carries a Firebase config, else the embedded HTTP service. */
export function createLikesClient(env: SiteEnv): LikesClient {
  if (env.firebase) {
    return {
      store: new FirestoreLikesStore({
        firebase: env.firebase,
        emulatorHost: env.firestoreEmulatorHost,
        shards: env.likesShards,
        appCheckSiteKey: env.appCheckSiteKey,
      }),
      pending: null,
    };
  }
  const store = new HttpLikesStore();
  const pending = new PendingLikes({
    send: (postId, likeId) => store.like(postId, likeId),
    isPermanentFailure: (error) => error instanceof LikeRefusedError && error.permanent,
  });
  if (typeof window !== 'undefined') pending.start();
  return { store, pending };
}

let client: LikesClient | null = null;

/** The page's one likes client, created on first use. */
export function likesClient(): LikesClient {
  client ??= createLikesClient(siteEnv());
  return client;
}
