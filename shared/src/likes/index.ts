export { POST_IDS, isPostId } from './likes-store';
export type { LikesStore, PostId, Unsubscribe } from './likes-store';
export { useLikes } from './use-likes';
export type { LikesStatus, UseLikesResult } from './use-likes';
export { LikesClientContext } from './likes-client-context';
export { createLikesClient, createLikesStore, likesClient } from './create-likes-store';
export type { LikesClient } from './create-likes-store';
export { HttpLikesStore, LikeRefusedError } from './http-likes-store';
export type {
  EventSourceConstructor,
  EventSourceLike,
  HttpLikesStoreOptions,
} from './http-likes-store';
export { FirestoreLikesStore } from './firestore-likes-store';
export type { FirestoreLikesStoreOptions } from './firestore-likes-store';
export { PendingLikes, PENDING_LIKES_KEY } from './pending-likes';
export { ANON_UID_KEY, ensureAnonUid } from './anon-uid';
export { fallbackCounterKey } from './fallback-counter';
