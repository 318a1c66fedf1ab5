import type { FirebaseApp } from 'firebase/app';
import type * as FirestoreModule from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseWebConfig } from '../env/site-env';
import type { LikesStore, Unsubscribe } from './likes-store';

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

type FirestoreSdk = typeof FirestoreModule;

interface Connection {
  sdk: FirestoreSdk;
  db: Firestore;
}

const DEFAULT_APP_NAME = '[DEFAULT]';
/** A like's receipt is kept this long (a TTL policy on expireAt deletes it after). */
const RECEIPT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** getFirestore() hands every caller the same instance; it may meet the emulator once. */
const emulatorConnected = new WeakSet<Firestore>();

function countOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
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
 * The likes port over Cloud Firestore: document likes/{postId}, field count (plus shards
 * when LIKES_SHARDS > 1), and a receipt per like so a like counts once. Firebase is
 * imported on first use only, so pages without a like button never download it. Offline,
 * the SDK queues writes itself and sends them when it reconnects, so this adapter needs no
 * retry queue of its own.
 */
export class FirestoreLikesStore implements LikesStore {
  private connection: Promise<Connection> | null = null;

  constructor(private readonly options: FirestoreLikesStoreOptions) {}

  private connect(): Promise<Connection> {
    this.connection ??= this.open();
    return this.connection;
  }

  private async open(): Promise<Connection> {
    const [{ getApps, initializeApp }, sdk] = await Promise.all([
      import('firebase/app'),
      import('firebase/firestore'),
    ]);
    const name = this.options.appName ?? DEFAULT_APP_NAME;
    const app =
      getApps().find((existing) => existing.name === name) ??
      initializeApp(this.options.firebase, name);
    if (this.options.appCheckSiteKey) await activateAppCheck(app, this.options.appCheckSiteKey);
    const persistent = this.options.persistentCache ?? typeof indexedDB !== 'undefined';
    const db = openFirestore(sdk, app, persistent);
    const emulatorHost = this.options.emulatorHost;
    if (emulatorHost && !emulatorConnected.has(db)) {
      const separator = emulatorHost.lastIndexOf(':');
      sdk.connectFirestoreEmulator(
        db,
        emulatorHost.slice(0, separator),
        Number(emulatorHost.slice(separator + 1)),
      );
      emulatorConnected.add(db);
    }
    return { sdk, db };
  }

  subscribe(
    postId: string,
    onCount: (count: number) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const stops: Unsubscribe[] = [];
    let cancelled = false;
    this.connect().then(
      ({ sdk, db }) => {
        if (cancelled) return;
        // The post's own count, plus (with shards) the sum of its shards: shown once both
        // have answered, and again on every change of either.
        let postCount: number | null = null;
        let shardSum: number | null = this.shards > 1 ? null : 0;
        const report = (): void => {
          if (postCount !== null && shardSum !== null) onCount(postCount + shardSum);
        };
        const fail = (error: Error): void => onError?.(error);
        stops.push(
          sdk.onSnapshot(
            sdk.doc(db, 'likes', postId),
            (snapshot) => {
              postCount = countOf(snapshot.get('count'));
              report();
            },
            fail,
          ),
        );
        if (this.shards > 1) {
          stops.push(
            sdk.onSnapshot(
              sdk.collection(db, 'likes', postId, 'shards'),
              (snapshot) => {
                shardSum = snapshot.docs.reduce(
                  (sum, shard) => sum + countOf(shard.get('count')),
                  0,
                );
                report();
              },
              fail,
            ),
          );
        }
      },
      (error: unknown) => onError?.(toError(error)),
    );
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }

  private get shards(): number {
    return this.options.shards ?? 1;
  }

  async like(postId: string, likeId: string): Promise<void> {
    const { sdk, db } = await this.connect();
    const receipt = sdk.doc(db, 'likes', postId, 'receipts', likeId);
    const counter =
      this.shards > 1
        ? sdk.doc(db, 'likes', postId, 'shards', String(Math.floor(Math.random() * this.shards)))
        : sdk.doc(db, 'likes', postId);
    // One batch, all or nothing: the like's receipt and its +1. The +1 is a merge-increment,
    // never read-then-write, so concurrent likes are never lost (a create with count 1 on
    // an absent document). The receipt may only be created, so a retry of a like already
    // counted (the SDK resending a write whose answer was lost) is refused whole.
    const batch = sdk.writeBatch(db);
    batch.set(receipt, { expireAt: sdk.Timestamp.fromMillis(Date.now() + RECEIPT_LIFETIME_MS) });
    batch.set(counter, { count: sdk.increment(1) }, { merge: true });
    try {
      await batch.commit();
    } catch (error) {
      // Refused because the receipt exists: an earlier attempt of this like was counted.
      if (isPermissionDenied(error) && (await this.wasCounted(sdk, receipt))) return;
      throw error;
    }
  }

  private async wasCounted(
    sdk: FirestoreSdk,
    receipt: FirestoreModule.DocumentReference,
  ): Promise<boolean> {
    try {
      return (await sdk.getDocFromServer(receipt)).exists();
    } catch {
      return false;
    }
  }

  /** Closes the Firestore client (tests; a page keeps its client for its lifetime). */
  async terminate(): Promise<void> {
    if (!this.connection) return;
    const { sdk, db } = await this.connection;
    await sdk.terminate(db);
  }
}
