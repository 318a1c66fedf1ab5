/**
 * The likes port. Blog code talks only to this; which adapter stands behind it
 * (Firestore in production, the embedded HTTP + SQLite service by default) is configuration.
 */
export type Unsubscribe = () => void;

export interface LikesStore {
  /** Calls `onCount` with the current count (0 when absent) and again on every change. */
  subscribe(
    postId: string,
    onCount: (count: number) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /**
   * Adds exactly one like, atomically. `likeId` names this like (see newLikeId): the store
   * counts an id once, so sending the same like again after a lost answer is safe.
   * Rejects when the store did not take it.
   */
  like(postId: string, likeId: string): Promise<void>;
}

/**
 * A post's like counter (the document `likes/{postId}`). Which ids exist is the blog's
 * content: each post names its counter (blog-remote/content/posts); the embedded service and
 * the generated firestore.rules accept only those.
 */
export type PostId = string;

/** What a like id may look like: the embedded API and firestore.rules check the same. */
export const LIKE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A fresh id for one like, kept with it while it waits to be delivered. */
export function newLikeId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Insecure contexts (plain http on a LAN address) have no randomUUID; ids only need to be
  // unique, not secret.
  const random = (): string => Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${Date.now().toString(36)}-${random()}-${random()}`;
}
