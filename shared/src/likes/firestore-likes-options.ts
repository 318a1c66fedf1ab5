import type { FirebaseWebConfig } from '../env/site-env';

/** How FirestoreLikesStore reaches Firestore (read by the store and by its connection). */
export interface FirestoreLikesStoreOptions {
  firebase: FirebaseWebConfig;
  /** "host:port" of the Firestore emulator, or null for the real service. */
  emulatorHost?: string | null;
  /** Firebase app to use or create; tests give each simulated client its own. */
  appName?: string;
  /**
   * Keep the local cache, and so writes not yet sent, in IndexedDB so a like made offline
   * is still sent after a reload. Defaults to on wherever IndexedDB exists.
   */
  persistentCache?: boolean;
  /**
   * LIKES_SHARDS. 1 (default): each like adds 1 to likes/{postId}.count. N > 1: to one of
   * likes/{postId}/shards/{0..N-1}, so a viral post is not capped by one document's
   * write rate; the count shown is the post's count plus its shards'.
   */
  shards?: number;
  /** reCAPTCHA v3 site key: turns on Firebase App Check before Firestore is used. */
  appCheckSiteKey?: string | null;
}
