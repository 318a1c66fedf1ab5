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
}

type FirestoreSdk = typeof FirestoreModule;

interface Connection {
  sdk: FirestoreSdk;
  db: Firestore;
}

const DEFAULT_APP_NAME = '[DEFAULT]';
/** getFirestore() hands every caller the same instance; it may meet the emulator once. */
const emulatorConnected = new WeakSet<Firestore>();

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
 * The likes port over Cloud Firestore: document likes/{postId}, field count. Firebase is
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
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    this.connect().then(
      ({ sdk, db }) => {
        if (cancelled) return;
        stop = sdk.onSnapshot(
          sdk.doc(db, 'likes', postId),
          (snapshot) => {
            const count: unknown = snapshot.get('count');
            onCount(typeof count === 'number' ? count : 0);
          },
          (error) => onError?.(error),
        );
      },
      (error: unknown) => onError?.(toError(error)),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }

  async like(postId: string): Promise<void> {
    const { sdk, db } = await this.connect();
    // One atomic write, never read-then-write: creates {count: 1} on an absent document
    // and adds exactly 1 otherwise, which is all firestore.rules accepts.
    await sdk.setDoc(sdk.doc(db, 'likes', postId), { count: sdk.increment(1) }, { merge: true });
  }

  /** Closes the Firestore client (tests; a page keeps its client for its lifetime). */
  async terminate(): Promise<void> {
    if (!this.connection) return;
    const { sdk, db } = await this.connection;
    await sdk.terminate(db);
  }
}
