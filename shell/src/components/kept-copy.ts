import { KEPT_COPY_ATTRIBUTE } from './service-worker-messages';

/** Whether the service worker opened this page from the copy kept on the device (decision 017). */
export function isKeptCopy(): boolean {
  return document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE);
}
