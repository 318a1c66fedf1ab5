import type { FirestoreConnection } from './firestore-connection';
import type { FirestoreLikesStoreOptions } from './firestore-likes-options';
import type { LikesStore, Unsubscribe } from './likes-store';

export type { FirestoreLikesStoreOptions } from './firestore-likes-options';

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The likes port over Cloud Firestore: document likes/{postId}, field count (plus shards
 * when LIKES_SHARDS > 1), and a receipt per like so a like counts once. Firebase, and this
 * adapter's own Firestore code (firestore-connection.ts), are imported on first use only,
 * side by side, so pages without a like button never download them. Offline, the SDK queues
 * writes itself and sends them when it reconnects, so this adapter needs no retry queue of
 * its own.
 */
export class FirestoreLikesStore implements LikesStore {
  private connection: Promise<FirestoreConnection> | null = null;

  constructor(private readonly options: FirestoreLikesStoreOptions) {}

  private connect(): Promise<FirestoreConnection> {
    this.connection ??= Promise.all([
      import('./firestore-connection'),
      import('firebase/app'),
      import('firebase/firestore'),
    ]).then(([{ openFirestoreConnection }, app, sdk]) =>
      openFirestoreConnection(this.options, app, sdk),
    );
    return this.connection;
  }

  subscribe(
    postId: string,
    onCount: (count: number) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    this.connect().then(
      (connection) => {
        if (!cancelled) stop = connection.subscribe(postId, onCount, onError);
      },
      (error: unknown) => onError?.(toError(error)),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }

  async like(postId: string, likeId: string): Promise<void> {
    await (await this.connect()).like(postId, likeId);
  }

  /** Closes the Firestore client (tests; a page keeps its client for its lifetime). */
  async terminate(): Promise<void> {
    if (!this.connection) return;
    await (await this.connection).terminate();
  }
}
