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
  /** Adds exactly one like, atomically. Rejects when the store did not take it. */
  like(postId: string): Promise<void>;
}

/** The posts that can be liked (documents `likes/{postId}`). */
export const POST_IDS = ['vault-cinderella', 'once-upon-a-word', 'delusion-nonchalance'] as const;
export type PostId = (typeof POST_IDS)[number];

export function isPostId(value: string): value is PostId {
  return (POST_IDS as readonly string[]).includes(value);
}
