import type { ConsoleMessage } from '@playwright/test';

/** The path of Firestore's channels (the SDK's WebChannel): its listens and its writes. */
export const FIRESTORE_CHANNEL = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?/;

/** The image Firestore's channel loads after a refused request (hard-coded in the SDK). */
export const FIRESTORE_CHANNEL_PROBE = 'https://www.google.com/images/cleardot.gif';

const FAILED_TO_LOAD = 'Failed to load resource:';

/**
 * The browser's own lines when Firestore refuses a request of its channel and the SDK opens
 * the channel again, which the reader never sees: the refused request (the emulator answers
 * 400 under load: firebase/firebase-js-sdk#6181), and the probe image the channel then loads,
 * which cannot be had on these machines (no internet). A CSP violation is not among them: the
 * site's policy allows the probe (hosting-policy/src/policy.ts).
 */
export function isFirestoreChannelRetry(message: ConsoleMessage): boolean {
  if (!message.text().startsWith(FAILED_TO_LOAD)) return false;
  const { url } = message.location();
  return (
    (FIRESTORE_CHANNEL.test(url) && message.text().includes('status of 400')) ||
    url.startsWith(`${FIRESTORE_CHANNEL_PROBE}?`)
  );
}
