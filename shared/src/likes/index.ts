// What a section needs to show likes. The entry is a federation singleton, so every export
// here ships to every reader of a page that uses it, whether a section calls it or not:
// the stores, the retry queue and the client's construction stay internal, and the build's
// configuration keeps only the store it uses (likes-client.ts). Types are free.
export type { LikesStore, PostId, Unsubscribe } from './likes-store';
export { useLikes } from './use-likes';
export type { LikesStatus, UseLikesResult } from './use-likes';
export { LikesClientContext } from './likes-client-context';
export type { LikesClient } from './likes-client';
