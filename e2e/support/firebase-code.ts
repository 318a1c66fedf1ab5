/** Present in every chunk of the Firebase SDK (@firebase/util's error class, Firestore's host). */
export const FIREBASE_SIGNATURES = ['"FirebaseError"', 'firestore.googleapis.com'];

/** Whether a script's source is (part of) the Firebase SDK. */
export function isFirebaseCode(source: string): boolean {
  return FIREBASE_SIGNATURES.some((signature) => source.includes(signature));
}
