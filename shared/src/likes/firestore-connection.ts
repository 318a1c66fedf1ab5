import type { FirebaseApp } from 'firebase/app';
import type * as FirebaseAppModule from 'firebase/app';
import type * as FirestoreModule from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import type { FirestoreLikesStoreOptions } from './firestore-likes-options';
import type { LikesStore, Unsubscribe } from './likes-store';

// The Firestore side of FirestoreLikesStore. It is loaded together with the Firebase SDK,
// on a like button's first use, so a build without Firebase never downloads it and a build
// with Firebase pays no extra round trip for it.

type FirestoreSdk = typeof FirestoreModule;
type FirebaseAppSdk = typeof FirebaseAppModule;

/** One open Firestore client: the likes port, and a way to close it (tests). */
export interface FirestoreConnection extends LikesStore {
  terminate(): Promise<void>;
}

const DEFAULT_APP_NAME = '[DEFAULT]';
/** A like's receipt is kept this long (a TTL policy on expireAt deletes it after). */
const RECEIPT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** getFirestore() hands every caller the same instance; it may meet the emulator once. */
const emulatorConnected = new WeakSet<Firestore>();

function countOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function openFirestore(sdk: FirestoreSdk, app: FirebaseApp, persistent: boolean): Firestore {
  if (!persistent) return sdk.getFirestore(app);
  try {
    return sdk.initializeFirestore(app, {
      localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
    });
  } catch {
    // Another module opened Firestore on this app first; share its instance and settings.
    return sdk.getFirestore(app);
  }
}

/**
 * App Check: Firestore then only accepts requests from this site's pages (reCAPTCHA v3
 * proves a real browser), which is how scripted likes are stopped; the rules cannot
 * rate-limit. Enforcement is switched on in the Firebase console (docs/likes.md).
 */
async function activateAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaV3Provider } = await import('firebase/app-check');
  try {
    initializeAppCheck(app, {
      provider: new ReCaptchaV3Provider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  } catch {
    // Already active on this app (another module got there first): nothing to do.
  }
}

/** Firestore error codes arrive on FirestoreError.code. */
function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === 'permission-denied'
  );
}

/**
 * Opens Firestore for the store's options: the named Firebase app (created on first use),
 * App Check when a site key is set, the local cache, the emulator when one is configured.
 */
export async function openFirestoreConnection(
  options: FirestoreLikesStoreOptions,
  { getApps, initializeApp }: FirebaseAppSdk,
  sdk: FirestoreSdk,
): Promise<FirestoreConnection> {
  const name = options.appName ?? DEFAULT_APP_NAME;
  const app =
    getApps().find((existing) => existing.name === name) ?? initializeApp(options.firebase, name);
  if (options.appCheckSiteKey) await activateAppCheck(app, options.appCheckSiteKey);
  const persistent = options.persistentCache ?? typeof indexedDB !== 'undefined';
  const db = openFirestore(sdk, app, persistent);
  const emulatorHost = options.emulatorHost;
  if (emulatorHost && !emulatorConnected.has(db)) {
    const separator = emulatorHost.lastIndexOf(':');
    sdk.connectFirestoreEmulator(
      db,
      emulatorHost.slice(0, separator),
      Number(emulatorHost.slice(separator + 1)),
    );
    emulatorConnected.add(db);
  }
  const shards = options.shards ?? 1;

  async function wasCounted(receipt: FirestoreModule.DocumentReference): Promise<boolean> {
    try {
      return (await sdk.getDocFromServer(receipt)).exists();
    } catch {
      return false;
    }
  }

  return {
    subscribe(postId, onCount, onError) {
      // The post's own count, plus (with shards) the sum of its shards: shown once both
      // have answered, and again on every change of either.
      let postCount: number | null = null;
      let shardSum: number | null = shards > 1 ? null : 0;
      const report = (): void => {
        if (postCount !== null && shardSum !== null) onCount(postCount + shardSum);
      };
      const fail = (error: Error): void => onError?.(error);
      const stops: Unsubscribe[] = [
        sdk.onSnapshot(
          sdk.doc(db, 'likes', postId),
          (snapshot) => {
            postCount = countOf(snapshot.get('count'));
            report();
          },
          fail,
        ),
      ];
      if (shards > 1) {
        stops.push(
          sdk.onSnapshot(
            sdk.collection(db, 'likes', postId, 'shards'),
            (snapshot) => {
              shardSum = snapshot.docs.reduce((sum, shard) => sum + countOf(shard.get('count')), 0);
              report();
            },
            fail,
          ),
        );
      }
      return () => {
        for (const stop of stops) stop();
      };
    },

    async like(postId, likeId) {
      const receipt = sdk.doc(db, 'likes', postId, 'receipts', likeId);
      const shard = shards > 1 ? String(Math.floor(Math.random() * shards)) : null;
      const counter =
        shard === null
          ? sdk.doc(db, 'likes', postId)
          : sdk.doc(db, 'likes', postId, 'shards', shard);
      // One batch, all or nothing: the like's receipt and its +1. The +1 is a merge-increment,
      // never read-then-write, so concurrent likes are never lost (a create with count 1 on
      // an absent document). The receipt may only be created, so a retry of a like already
      // counted (the SDK resending a write whose answer was lost) is refused whole. The rules
      // tie the two together: the counter names the receipt (lastLike), the receipt names
      // the counter (its shard, when sharded), and neither is accepted without the other.
      const batch = sdk.writeBatch(db);
      batch.set(receipt, {
        expireAt: sdk.Timestamp.fromMillis(Date.now() + RECEIPT_LIFETIME_MS),
        ...(shard === null ? {} : { shard }),
      });
      batch.set(counter, { count: sdk.increment(1), lastLike: likeId }, { merge: true });
      try {
        await batch.commit();
      } catch (error) {
        // Refused because the receipt exists: an earlier attempt of this like was counted.
        if (isPermissionDenied(error) && (await wasCounted(receipt))) return;
        throw error;
      }
    },

    terminate: () => sdk.terminate(db),
  };
}
