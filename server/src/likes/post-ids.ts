/**
 * The posts that can be liked. A copy of POST_IDS in shared/src/likes/likes-store.ts (the
 * server must not import browser code); post-ids.test.ts fails when the two lists differ.
 * firestore.rules carries the same list for the Firestore adapter.
 */
export const POST_IDS: readonly string[] = [
  'vault-cinderella',
  'once-upon-a-word',
  'delusion-nonchalance',
];

export function isKnownPostId(value: string): boolean {
  return POST_IDS.includes(value);
}
