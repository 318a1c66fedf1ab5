import type { SectionRanMessage } from '../components/service-worker-messages';

/**
 * Tells the service worker (if one controls the page) that a section's entry ran: the worker
 * then keeps that entry, with the runtime manifest it came with, as the set to fall back on
 * offline (decision 012). Without a worker, nothing happens.
 */
export function reportSectionRan(entry: string | undefined): void {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker || !entry) return;
  const message: SectionRanMessage = {
    type: 'section-ran',
    entry: new URL(entry, window.location.href).href,
  };
  worker.postMessage(message);
}
