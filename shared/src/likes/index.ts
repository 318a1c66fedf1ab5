export { LIKE_ID_PATTERN, POST_IDS, isPostId, newLikeId } from './likes-store';
export type { LikesStore, PostId, Unsubscribe } from './likes-store';
export { useLikes } from './use-likes';
export type { LikesStatus, UseLikesResult } from './use-likes';
export { LikesClientContext } from './likes-client-context';
export { createLikesClient, likesClient } from './likes-client';
export type { LikesClient } from './likes-client';
export { HttpLikesStore, LikeRefusedError } from './http-likes-store';
export type {
  EventSourceConstructor,
  EventSourceLike,
  HttpLikesStoreOptions,
} from './http-likes-store';
export { FirestoreLikesStore } from './firestore-likes-store';
export type { FirestoreLikesStoreOptions } from './firestore-likes-store';
export { PendingLikes, PENDING_LIKES_KEY, PENDING_LIKE_LIFETIME_MS } from './pending-likes';
export { ANON_UID_KEY, ensureAnonUid } from './anon-uid';
export { fallbackCounterKey } from './fallback-counter';
